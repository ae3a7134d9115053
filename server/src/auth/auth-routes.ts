import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorResponse, LoginRequest, LoginResponse, MessageResponse } from '@studyhub/shared-api/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimits } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { clientKey } from '../http/client-address.ts';
import { HttpError, retryIn } from '../http/http-error.ts';
import { ADMIN_ONLY } from './admin-only-schema.ts';
import { findAdminByEmail } from './admin-accounts.ts';
import type { LoginCounterStore } from './login-counters.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { logSecurityEvent } from './security-log.ts';
import type { SessionRepository } from './session-repository.ts';
import { tokenFromHeader } from './tokens.ts';

export interface AuthRoutesOptions {
  db: Queryable;
  sessions: SessionRepository;
  limits: RateLimits;
  /** Where failed logins are counted: Redis when several instances share them, else memory. */
  loginCounters?: LoginCounterStore;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
export const LOGGED_OUT_EVERYWHERE = 'Logged out of all devices';

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { db, sessions, limits, loginCounters }) => {
  const throttle = createLoginThrottle(limits, loginCounters);

  app.post(
    API_PATHS.adminLogin,
    {
      schema: {
        tags: ['Auth'],
        summary: 'Log in as an administrator; returns the session token to send as Authorization',
        body: LoginRequest,
        response: { 200: LoginResponse, 401: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
      config: { rateLimit: { max: limits.loginPerIp, timeWindow: limits.loginWindowMs } },
    },
    async (request, reply) => {
      // The answer carries a token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      const account = request.body.email.toLowerCase();
      const client = clientKey(request.ip);
      const locked = await throttle.lockedFor(account, client);
      if (locked > 0) {
        logSecurityEvent(request.log, 'login.throttled', { account, client });
        throw new HttpError(429, `Too many failed logins for this account from your address. Try again in ${retryIn(locked)}.`, {
          'retry-after': String(Math.ceil(locked / 1000)),
        });
      }
      const delay = await throttle.delayFor(account);
      if (delay > 0) await sleep(delay);

      const admin = await findAdminByEmail(db, account);
      // Always verify (against a dummy hash for unknown e-mails) so timing does not reveal accounts.
      if (!(await verifyPassword(admin?.passwordHash, request.body.password)) || !admin) {
        await throttle.recordFailure(account, client);
        logSecurityEvent(request.log, 'login.failed', { account, client, delayMs: delay || undefined });
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await throttle.recordSuccess(account, client);
      await sessions.deleteExpired();
      const token = await sessions.create(admin.id);
      logSecurityEvent(request.log, 'login.succeeded', { account, client });
      return { success: true, token, message: 'Login successful' };
    },
  );

  const adminOnly = (summary: string) => ({
    onRequest: app.requireAdmin,
    schema: { tags: ['Auth'], summary, security: ADMIN_ONLY.security, response: { ...ADMIN_ONLY.response, 200: MessageResponse } },
  });

  app.post(API_PATHS.adminLogout, adminOnly('Log out: the session token stops working'), async (request) => {
    await sessions.revoke(tokenFromHeader(request.headers.authorization)!);
    logSecurityEvent(request.log, 'logout', { adminId: request.adminId });
    return { success: true, message: 'Logged out' };
  });

  app.post(API_PATHS.adminLogoutAll, adminOnly("Log out of all devices: every session of this admin ends, the caller's too"), async (request) => {
    const sessionsEnded = await sessions.revokeAll(request.adminId!);
    logSecurityEvent(request.log, 'logout.everywhere', { adminId: request.adminId, sessionsEnded });
    return { success: true, message: LOGGED_OUT_EVERYWHERE };
  });
};
