import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error.ts';
import type { SessionRepository } from './session-repository.ts';
import { tokenFromHeader } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a live admin session token (before any body is parsed); answers are never stored. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The admin behind the request's token, if any (for routes that admins see differently). */
    adminIdOf: (request: FastifyRequest) => Promise<string | undefined>;
  }
  interface FastifyRequest {
    adminId?: string;
  }
}

export const NOT_LOGGED_IN = 'Please log in as an administrator to do this.';
export const SESSION_INVALID = 'Your session has expired or was ended. Please log in again.';

export interface AuthPluginOptions {
  sessions: SessionRepository;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { sessions }) => {
    app.decorateRequest('adminId', undefined);

    app.decorate('adminIdOf', async (request: FastifyRequest) => {
      const token = tokenFromHeader(request.headers.authorization);
      return token ? sessions.adminIdFor(token) : undefined;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      // What an admin sees (drafts, comments awaiting approval) must not stay in any cache.
      reply.header('cache-control', 'no-store');
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw new HttpError(401, NOT_LOGGED_IN);
      const adminId = await sessions.adminIdFor(token);
      if (!adminId) throw new HttpError(401, SESSION_INVALID);
      request.adminId = adminId;
    });
  },
  { name: 'studyhub-auth' },
);
