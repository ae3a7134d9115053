import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PostFacts } from '@studyhub/shared-api/contract';
import type { SessionRepository, StaffMember } from './session-repository.ts';
import { tokenFromHeader } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin behind the request's token, if any (for routes that admins see differently). */
    adminIdOf: (request: FastifyRequest) => Promise<string | undefined>;
  }
  interface FastifyRequest {
    /** Set by the admin scope's guard (admin-scope.ts) on every route registered inside it: `staff.id`. */
    adminId?: string;
    /** The signed-in account and its role, set by the admin scope's guard with `adminId`. */
    staff?: StaffMember;
    /** The post a post route acts on, as the staff check found it (staff-access.ts); unset when there is none. */
    staffPost?: PostFacts;
  }
}

export interface AuthPluginOptions {
  sessions: SessionRepository;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { sessions }) => {
    app.decorateRequest('adminId', undefined);
    app.decorateRequest('staff', undefined);
    app.decorateRequest('staffPost', undefined);

    app.decorate('adminIdOf', async (request: FastifyRequest) => {
      const token = tokenFromHeader(request.headers.authorization);
      return token ? (await sessions.staffFor(token))?.id : undefined;
    });
  },
  { name: 'studyhub-auth' },
);
