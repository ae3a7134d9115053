import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorResponse, LoginRequest, LoginResponse } from '@studyhub/shared-api/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AuditLog } from '../audit/audit-log.ts';
import type { RateLimits } from '../config.ts';
import { clientKey } from '../http/client-address.ts';
import { HttpError, retryIn } from '../http/http-error.ts';
import type { AdminAccounts } from './admin-accounts.ts';
import type { LoginCounterStore } from './login-counters.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { logSecurityEvent } from './security-log.ts';
import type { SessionRepository } from './session-repository.ts';

export interface AuthRoutesOptions {
  accounts: AdminAccounts;
  sessions: SessionRepository;
  limits: RateLimits;
  /** Where failed logins are counted: Redis when several instances share them, else memory. */
  loginCounters?: LoginCounterStore;
  /** Sign-ins and failed sign-ins go to the audit log: the e-mail tried, never the password. */
  audit: AuditLog;
}

const INVALID_CREDENTIALS = 'Invalid email or password';

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { accounts, sessions, limits, loginCounters, audit }) => {
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
      // Counted before the password is checked, so attempts sent at once each wait their turn.
      const verdict = await throttle.reserve(account, client);
      if ('refusedForMs' in verdict) {
        logSecurityEvent(request.log, 'login.throttled', { account, client });
        await audit.record({ action: 'auth.login_throttled', detail: { email: account }, address: request.ip });
        throw new HttpError(429, `Too many failed logins for this account from your address. Try again in ${retryIn(verdict.refusedForMs)}.`, {
          'retry-after': String(Math.ceil(verdict.refusedForMs / 1000)),
        });
      }
      const delay = verdict.delayMs;
      if (delay > 0) await sleep(delay);

      const admin = await accounts.findByEmail(account);
      // Always verify (against a dummy hash for unknown e-mails) so timing does not reveal accounts.
      // A failure is already counted. A suspended account (docs/decisions/0083) is refused like a wrong password.
      if (!(await verifyPassword(admin?.passwordHash, request.body.password)) || !admin || admin.suspendedAt) {
        logSecurityEvent(request.log, 'login.failed', { account, client, delayMs: delay || undefined });
        // No actor: nobody signed in. The account, when one has the e-mail, is the target.
        await audit.record({ action: 'auth.login_failed', target: admin && { type: 'staff', id: admin.id }, detail: { email: account }, address: request.ip });
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await throttle.recordSuccess(account, client);
      await accounts.rehashIfOutdated(admin, request.body.password);
      await sessions.deleteExpired();
      const token = await sessions.create(admin.id);
      logSecurityEvent(request.log, 'login.succeeded', { account, client });
      await audit.record({ actor: { id: admin.id }, action: 'auth.login', target: { type: 'staff', id: admin.id }, address: request.ip });
      return { success: true, token, message: 'Login successful' };
    },
  );
};
