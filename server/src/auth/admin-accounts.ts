import { eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { admins, sessions } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export type PasswordOutcome = 'created' | 'changed' | 'unchanged';

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;

/** The administrators' accounts: looked up at login, set at every start (ensure-admin.ts). */
export function createAdminAccounts(db: AppDatabase) {
  const findByEmail = async (email: string) => {
    const [admin] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase())).limit(1);
    return admin;
  };

  return {
    findByEmail,

    /**
     * Creates the administrator, or gives an existing one this password. A changed password ends
     * every session of the account, in the same transaction, so no token from before survives it.
     */
    async setPassword(email: string, password: string): Promise<{ id: string; outcome: PasswordOutcome; sessionsEnded: number }> {
      const existing = await findByEmail(email);
      // Hashes are salted: only verifying tells whether the password is the one already stored.
      if (existing && (await verifyPassword(existing.passwordHash, password))) return { id: existing.id, outcome: 'unchanged', sessionsEnded: 0 };
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(admins)
          .values({ email: email.toLowerCase(), passwordHash })
          .onConflictDoUpdate({ target: admins.email, set: { passwordHash } })
          .returning({ id: admins.id });
        const ended = await tx.delete(sessions).where(eq(sessions.adminId, row!.id)).returning({ tokenHash: sessions.tokenHash });
        return { id: row!.id, outcome: existing ? 'changed' : 'created', sessionsEnded: ended.length };
      });
    },

    /** Deletes every administrator but the one with this e-mail (all of them without one); their sessions go with them. */
    async removeAllExcept(email: string | undefined): Promise<string[]> {
      const query = db.delete(admins);
      const removed = await (email === undefined ? query : query.where(ne(admins.email, email.toLowerCase()))).returning({ email: admins.email });
      return removed.map((admin) => admin.email);
    },
  };
}
