import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRepository } from './session-repository.ts';
import { tokenFromHeader } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin behind the request's token, if any (for routes that admins see differently). */
    adminIdOf: (request: FastifyRequest) => Promise<string | undefined>;
  }
  interface FastifyRequest {
    /** Set by the admin scope's guard (admin-scope.ts) on every route registered inside it. */
    adminId?: string;
  }
}

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
  },
  { name: 'studyhub-auth' },
);
