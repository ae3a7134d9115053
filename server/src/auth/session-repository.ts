import type { StaffRole } from '@studyhub/shared-api/contract';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { admins, sessions } from '../db/schema.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

export interface SessionLifetimes {
  /** From login, however busy the session is. */
  ttlMs: number;
  /** Since the session was last used. */
  idleMs: number;
}

/** The account behind a live session, as every admin request needs it (docs/decisions/0083). */
export interface StaffMember {
  id: string;
  role: StaffRole;
}

/** Last-seen is written at most this often per session, so reads do not each become a write. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export function createSessionRepository(db: Queryable, { ttlMs, idleMs }: SessionLifetimes) {
  return {
    /** Returns the token; only its hash is stored. */
    async create(adminId: string, now = new Date()): Promise<string> {
      const token = newSessionToken();
      await db.insert(sessions).values({ tokenHash: hashSessionToken(token), adminId, expiresAt: new Date(now.getTime() + ttlMs), lastSeenAt: now });
      return token;
    },

    /**
     * The account of a live session (and the session counts as used now), or undefined for unknown,
     * expired, idle or revoked tokens and for suspended accounts. Read from the database with the
     * session on every call, never cached, so a suspension or a role change holds at once on every
     * instance (docs/decisions/0083).
     */
    async staffFor(token: string, now = new Date()): Promise<StaffMember | undefined> {
      const tokenHash = hashSessionToken(token);
      const [row] = await db
        .select({ id: admins.id, role: admins.role, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(admins, eq(admins.id, sessions.adminId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
            isNull(admins.suspendedAt),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      }
      // The column's CHECK constraint (migration 0016) admits only the contract's roles.
      return { id: row.id, role: row.role as StaffRole };
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    },

    /** Ends every session of this admin, on every device. Returns how many ended. */
    async revokeAll(adminId: string): Promise<number> {
      const ended = await db.delete(sessions).where(eq(sessions.adminId, adminId)).returning({ tokenHash: sessions.tokenHash });
      return ended.length;
    },

    async deleteExpired(now = new Date()): Promise<void> {
      await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
