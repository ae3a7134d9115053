import { STAFF_ACCOUNT_MESSAGES, STAFF_MESSAGES, type StaffAccount, type StaffRole } from '@studyhub/shared-api/contract';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppDatabase, Queryable } from '../db/client.ts';
import { admins, blogs, sessions, staffInvites } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashSessionToken } from '../auth/tokens.ts';
import { isUnclaimedImport } from '../export/imported-accounts.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { giveSlugIfMissing, publicName, writeWithFreeSlug } from '../bylines/author-slugs.ts';

type AdminRow = typeof admins.$inferSelect;

export const toStaffAccount = (row: AdminRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  displayName: publicName(row),
  role: row.role as StaffRole,
  status: row.suspendedAt ? 'suspended' : 'active',
  createdAt: row.createdAt.toISOString(),
});

const noSuchAccount = () => new HttpError(404, STAFF_ACCOUNT_MESSAGES.noSuchAccount);

/**
 * Locks the active owners and refuses (403 lastOwner) when `targetId` is the only one: the check
 * and the write share the transaction, so two owners demoting each other at once cannot both pass.
 */
async function keepAnOwner(tx: Queryable, targetId: string): Promise<void> {
  const owners = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), isNull(admins.suspendedAt)))
    .for('update');
  if (owners.some((owner) => owner.id === targetId) && owners.length === 1) throw new HttpError(403, STAFF_MESSAGES.lastOwner);
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;

export interface StaffAccountsOptions {
  /**
   * Told after a committed change to what published reads show of an account (its byline's name or
   * slug, the author of its posts), before the change is acknowledged: this process drops its cached
   * public reads as after a blog write. Other processes hear of it from the database (migration 0017).
   */
  publicChanged?: () => void;
}

/** Staff management and each account's own settings (issue 36, docs/decisions/0083). */
export function createStaffAccounts(db: AppDatabase, { publicChanged = () => {} }: StaffAccountsOptions = {}) {
  const find = async (id: string) => {
    const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
    return row;
  };

  return {
    find,

    async list(): Promise<AdminRow[]> {
      return db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.email));
    },

    async changeRole(id: string, role: StaffRole): Promise<AdminRow> {
      return db.transaction(async (tx) => {
        if (role !== 'owner') await keepAnOwner(tx, id);
        const [row] = await tx.update(admins).set({ role }).where(eq(admins.id, id)).returning();
        if (!row) throw noSuchAccount();
        return row;
      });
    },

    /** A suspension ends the account's sessions in the same transaction (every instance asks the database per request). */
    async setSuspended(id: string, suspended: boolean, now = new Date()): Promise<{ row: AdminRow; sessionsEnded: number }> {
      return db.transaction(async (tx) => {
        if (suspended) await keepAnOwner(tx, id);
        const [row] = await tx
          .update(admins)
          .set({ suspendedAt: suspended ? now : null })
          .where(eq(admins.id, id))
          .returning();
        if (!row) throw noSuchAccount();
        const ended = suspended ? await tx.delete(sessions).where(eq(sessions.adminId, id)).returning({ tokenHash: sessions.tokenHash }) : [];
        return { row, sessionsEnded: ended.length };
      });
    },

    /** Removes the account; its posts go to `handOverTo` (another active account) first. Returns how many moved. */
    async remove(id: string, handOverTo: string): Promise<number> {
      const moved = await db.transaction(async (tx) => {
        const [target] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, id)).limit(1);
        if (!target) throw noSuchAccount();
        const [heir] = await tx
          .select({ id: admins.id })
          .from(admins)
          .where(and(eq(admins.id, handOverTo), ne(admins.id, id), isNull(admins.suspendedAt)))
          .limit(1);
        if (!heir) throw new HttpError(400, STAFF_ACCOUNT_MESSAGES.handOverInvalid);
        await keepAnOwner(tx, id);
        const moved = await tx.update(blogs).set({ authorId: heir.id }).where(eq(blogs.authorId, id)).returning({ id: blogs.id });
        await tx.delete(admins).where(eq(admins.id, id));
        return moved.length;
      });
      // The handed-over posts' bylines name the heir now.
      if (moved > 0) publicChanged();
      return moved;
    },

    /**
     * Claims a live invite (single use: the claiming UPDATE is conditional on it still being live)
     * and creates its account, in one transaction. Undefined when the invite is not live; 409 when
     * its e-mail got an account meanwhile.
     */
    async acceptInvite(tokenHash: string, displayName: string, password: string, now = new Date()): Promise<AdminRow | undefined> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .update(staffInvites)
          .set({ acceptedAt: now })
          .where(and(eq(staffInvites.tokenHash, tokenHash), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now)))
          .returning();
        if (!invite) return undefined;
        const [existing] = await tx.select({ id: admins.id, passwordHash: admins.passwordHash, slug: admins.slug }).from(admins).where(eq(admins.email, invite.email)).limit(1);
        const name = displayName.trim();
        if (existing && isUnclaimedImport(existing.passwordHash)) {
          // An imported author claims its account: id, slug and posts kept (docs/export-format.md#authors).
          const claim = (slug: string, q: Queryable) => q.update(admins).set({ passwordHash, role: invite.role, displayName: name, suspendedAt: null, slug }).where(eq(admins.id, existing.id)).returning();
          const [claimed] = existing.slug ? await claim(existing.slug, tx) : await writeWithFreeSlug(tx, name, claim);
          return claimed;
        }
        if (existing) throw new HttpError(409, STAFF_ACCOUNT_MESSAGES.alreadyStaff);
        const [row] = await writeWithFreeSlug(tx, name, (slug, sp) => sp.insert(admins).values({ email: invite.email, passwordHash, role: invite.role, displayName: name, slug }).returning()).catch((error: unknown) => {
          // The e-mail got an account after the check above: another live invite to it (two made at the same moment) accepted alongside.
          throw isUniqueViolation(error, 'admins_email_unique') ? new HttpError(409, STAFF_ACCOUNT_MESSAGES.alreadyStaff) : error;
        });
        return row;
      });
    },

    /**
     * The account's own name; its slug is made on first naming and kept after (author page links
     * stay). Its bylines change with it: the cached public reads are dropped before the answer.
     */
    async rename(id: string, displayName: string): Promise<AdminRow> {
      const [renamed] = await db.update(admins).set({ displayName: displayName.trim() }).where(eq(admins.id, id)).returning({ slug: admins.slug });
      if (!renamed) throw noSuchAccount();
      if (!renamed.slug) await giveSlugIfMissing(db, id);
      publicChanged();
      return (await find(id))!;
    },

    /** Its own password: the current one must match; every other session of the account ends. */
    async changePassword(id: string, currentToken: string, currentPassword: string, newPassword: string): Promise<number> {
      const current = await find(id);
      if (!current) throw noSuchAccount();
      if (!(await verifyPassword(current.passwordHash, currentPassword))) throw new HttpError(400, STAFF_ACCOUNT_MESSAGES.wrongPassword);
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await tx.update(admins).set({ passwordHash }).where(eq(admins.id, id));
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.adminId, id), ne(sessions.tokenHash, hashSessionToken(currentToken))))
          .returning({ tokenHash: sessions.tokenHash });
        return ended.length;
      });
    },
  };
}
