import { and, eq, gt, lte } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

export function createSessionRepository(db: Queryable, ttlMs: number) {
  return {
    /** Returns the token; only its hash is stored. */
    async create(adminId: string, now = new Date()): Promise<string> {
      const token = newSessionToken();
      await db.insert(sessions).values({ tokenHash: hashSessionToken(token), adminId, expiresAt: new Date(now.getTime() + ttlMs) });
      return token;
    },

    /** The admin id of a live session, or undefined for unknown, expired or revoked tokens. */
    async adminIdFor(token: string, now = new Date()): Promise<string | undefined> {
      const [row] = await db
        .select({ adminId: sessions.adminId })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now)))
        .limit(1);
      return row?.adminId;
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    },

    async deleteExpired(now = new Date()): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, now));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
