import type { StaffRole } from '@studyhub/shared-api/contract';
import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { admins, blogs, sessions } from '../db/schema.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';

export type PasswordOutcome = 'created' | 'changed' | 'unchanged';

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;

/** The staff accounts: looked up at login; the configured owner and the demo staff set at every start (ensure-admin.ts). */
export function createAdminAccounts(db: AppDatabase) {
  const findByEmail = async (email: string) => {
    const [admin] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase())).limit(1);
    return admin;
  };

  /**
   * The same password under a new hash when the stored one was made with other settings than
   * passwords.ts's (older accounts): only when the password is at hand, so at a login or a start.
   * Sessions stay: the password did not change.
   */
  const rehashIfOutdated = async (account: { id: string; passwordHash: string }, password: string): Promise<void> => {
    if (!passwordNeedsRehash(account.passwordHash)) return;
    await db.update(admins).set({ passwordHash: await hashPassword(password) }).where(eq(admins.id, account.id));
  };

  return {
    findByEmail,
    rehashIfOutdated,

    /**
     * Creates the account with this role, or gives an existing one this password and role (and
     * lifts a suspension: the start's accounts must be able to sign in). A changed password ends
     * every session of the account, in the same transaction, so no token from before survives it.
     */
    async setPassword(email: string, password: string, role: StaffRole = 'owner'): Promise<{ id: string; outcome: PasswordOutcome; sessionsEnded: number }> {
      const existing = await findByEmail(email);
      // Hashes are salted: only verifying tells whether the password is the one already stored.
      if (existing && (await verifyPassword(existing.passwordHash, password))) {
        await db
          .update(admins)
          .set({ role, suspendedAt: null })
          .where(and(eq(admins.id, existing.id), or(ne(admins.role, role), isNotNull(admins.suspendedAt))));
        // The start's accounts move to today's hash settings at once, not at their next login.
        await rehashIfOutdated(existing, password);
        return { id: existing.id, outcome: 'unchanged', sessionsEnded: 0 };
      }
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(admins)
          .values({ email: email.toLowerCase(), passwordHash, role })
          .onConflictDoUpdate({ target: admins.email, set: { passwordHash, role, suspendedAt: null } })
          .returning({ id: admins.id });
        const ended = await tx.delete(sessions).where(eq(sessions.adminId, row!.id)).returning({ tokenHash: sessions.tokenHash });
        return { id: row!.id, outcome: existing ? 'changed' : 'created', sessionsEnded: ended.length };
      });
    },

    /** Deletes the accounts with these e-mails, if any; their sessions go with them. Returns the e-mails removed. */
    async remove(emails: readonly string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const removed = await db
        .delete(admins)
        .where(inArray(admins.email, emails.map((email) => email.toLowerCase())))
        .returning({ email: admins.email });
      return removed.map((admin) => admin.email);
    },

    /**
     * Gives every post without an author to `ownerId` (docs/decisions/0083): posts from before staff
     * accounts, or whose author went without a hand-over. One UPDATE found through a partial index,
     * so it costs nothing once done.
     */
    async adoptAuthorlessPosts(ownerId: string): Promise<void> {
      await db.update(blogs).set({ authorId: ownerId }).where(isNull(blogs.authorId));
    },
  };
}
