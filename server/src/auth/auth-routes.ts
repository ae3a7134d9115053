import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorResponse, LoginRequest, LoginResponse, MessageResponse } from '@studyhub/shared-api/contract';
import { ADMIN_ONLY } from './admin-only-schema.ts';
import type { AppConfig } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { HttpError, retryIn } from '../http/http-error.ts';
import { findAdminByEmail } from './admin-repository.ts';
import { createLoginAttempts } from './login-attempts.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionRepository } from './session-repository.ts';
import { tokenFromHeader } from './tokens.ts';

export interface AuthRoutesOptions {
  db: Queryable;
  sessions: SessionRepository;
  limits: AppConfig['rateLimits'];
}

const INVALID_CREDENTIALS = 'Invalid email or password';

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { db, sessions, limits }) => {
  const attempts = createLoginAttempts(limits.loginPerAccount, limits.loginWindowMs);

  app.post(
    API_PATHS.adminLogin,
    {
      schema: {
        tags: ['Auth'],
        summary: 'Log in as an administrator; returns the session token to send as Authorization',
        body: LoginRequest,
        response: { 200: LoginResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: { max: limits.loginPerIp, timeWindow: limits.loginWindowMs } },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const wait = attempts.retryAfterMs(email);
      if (wait > 0) {
        throw new HttpError(429, `Too many failed logins for this account. Try again in ${retryIn(wait)}.`, {
          'retry-after': String(Math.ceil(wait / 1000)),
        });
      }
      const admin = await findAdminByEmail(db, email);
      // Always verify (against a dummy hash for unknown e-mails) so timing does not reveal accounts.
      if (!(await verifyPassword(admin?.passwordHash, request.body.password)) || !admin) {
        attempts.recordFailure(email);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      attempts.reset(email);
      await sessions.deleteExpired();
      const token = await sessions.create(admin.id);
      return { success: true, token, message: 'Login successful' };
    },
  );

  app.post(
    API_PATHS.adminLogout,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Auth'],
        summary: 'Log out: the session token stops working',
        security: ADMIN_ONLY.security,
        response: { ...ADMIN_ONLY.response, 200: MessageResponse },
      },
    },
    async (request) => {
      await sessions.revoke(tokenFromHeader(request.headers.authorization)!);
      return { success: true, message: 'Logged out' };
    },
  );
};
