import { INVITE_DAYS, type InviteState, type StaffInvite, type StaffRole } from '@studyhub/shared-api/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { admins, staffInvites } from '../db/schema.ts';
import { hashSessionToken, newSessionToken } from '../auth/tokens.ts';
import { isUnclaimedImport } from '../export/imported-accounts.ts';

const INVITE_MS = INVITE_DAYS * 24 * 60 * 60_000;

type InviteRow = typeof staffInvites.$inferSelect;

function stateOf(row: InviteRow, now: Date): InviteState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

export const toInvite = (row: InviteRow, now = new Date()): StaffInvite => ({
  id: row.id,
  email: row.email,
  role: row.role as StaffRole,
  state: stateOf(row, now),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** A live invite: neither accepted, revoked nor expired. */
const live = (now: Date) => and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now));

export type StaffInvites = ReturnType<typeof createStaffInvites>;

/**
 * Invites to the staff (docs/decisions/0083): a 256-bit token, stored only as its SHA-256 (like
 * sessions), single-use, dying after INVITE_DAYS. One live invite per e-mail: a new one revokes
 * the older.
 */
export function createStaffInvites(db: AppDatabase) {
  return {
    /** 'exists' when the e-mail already has an account (other than an imported one nobody has claimed). Returns the row and its raw token (the only time it exists). */
    async create(email: string, role: StaffRole, invitedBy: string, now = new Date()): Promise<'exists' | { row: InviteRow; token: string }> {
      const address = email.toLowerCase();
      return db.transaction(async (tx) => {
        const [account] = await tx.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.email, address)).limit(1);
        // An imported author's account waits for its invite (docs/export-format.md#authors).
        if (account && !isUnclaimedImport(account.passwordHash)) return 'exists';
        await tx.update(staffInvites).set({ revokedAt: now }).where(and(eq(staffInvites.email, address), live(now)));
        const token = newSessionToken();
        const [row] = await tx
          .insert(staffInvites)
          .values({ tokenHash: hashSessionToken(token), email: address, role, invitedBy, createdAt: now, expiresAt: new Date(now.getTime() + INVITE_MS) })
          .returning();
        return { row: row!, token };
      });
    },

    /** Newest first; accepted ones are left out (their account is in the staff list). */
    async list(): Promise<InviteRow[]> {
      const rows = await db.select().from(staffInvites).where(isNull(staffInvites.acceptedAt)).orderBy(desc(staffInvites.createdAt));
      return rows;
    },

    /** A new token and a new week for an invite not yet accepted; the old token dies with the write. */
    async resend(id: string, now = new Date()): Promise<{ row: InviteRow; token: string } | undefined> {
      const token = newSessionToken();
      const [row] = await db
        .update(staffInvites)
        .set({ tokenHash: hashSessionToken(token), expiresAt: new Date(now.getTime() + INVITE_MS), revokedAt: null })
        .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt)))
        .returning();
      return row && { row, token };
    },

    /** False when no invite waiting for an answer has the id. */
    async revoke(id: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(staffInvites)
        .set({ revokedAt: now })
        .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
        .returning({ id: staffInvites.id });
      return rows.length > 0;
    },

    /** The live invite behind a token, or undefined (expired, used, revoked and unknown alike). */
    async findLive(token: string, now = new Date()): Promise<InviteRow | undefined> {
      const [row] = await db
        .select()
        .from(staffInvites)
        .where(and(eq(staffInvites.tokenHash, hashSessionToken(token)), live(now)))
        .limit(1);
      return row;
    },
  };
}
