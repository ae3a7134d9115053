import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@studyhub/shared-api/contract';
import type { RouteOptions } from 'fastify';
import { auditAdminRoutes } from '../audit/audit-hook.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { HttpError } from '../http/http-error.ts';
import type { SessionRepository } from './session-repository.ts';
import { enforceStaffRule, type StaffPosts } from './staff-access.ts';
import { tokenFromHeader } from './tokens.ts';

export const NOT_LOGGED_IN = 'Please log in as an administrator to do this.';
export const SESSION_INVALID = 'Your session has expired or was ended. Please log in again.';

/** The instance the admin route plugins are registered on. */
export type AdminScope = Parameters<FastifyPluginAsyncTypebox>[0];

export interface AdminScopeOptions {
  sessions: Pick<SessionRepository, 'staffFor'>;
  /** The posts as the staff rules see them (staff-posts.ts). */
  posts: StaffPosts;
  /** Where each refusal and each successful write of an admin route is recorded (audit-hook.ts). */
  audit: AuditLog;
  /** Registers the admin-only route plugins: being registered here is what guards and documents them. */
  routes: (scope: AdminScope) => Promise<void>;
}

/**
 * The one place admin routes get their guard and its schema parts (docs/decisions/0046): an
 * encapsulated plugin, so the hooks reach every route registered inside it and none outside.
 * Each route also names what it does by the staff role table and gets that checked
 * (staff-access.ts, docs/decisions/0083).
 */
export const adminScope: FastifyPluginAsyncTypebox<AdminScopeOptions> = async (app, { sessions, posts, audit, routes }) => {
  app.addHook('onRoute', documentAsAdminOnly);
  app.addHook('onRoute', enforceStaffRule(posts));
  // Who did what (issue 36): every admin route is audited by its staff rule, none needs its own code.
  app.addHook('onSend', auditAdminRoutes(audit));
  // onRequest: refused before any body is parsed, so a stranger cannot make the server read an upload.
  app.addHook('onRequest', async (request, reply) => {
    // What an admin sees (drafts, comments awaiting approval) must not stay in any cache.
    reply.header('cache-control', 'no-store');
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new HttpError(401, NOT_LOGGED_IN);
    // The account with its session, on every request: a suspension or role change holds at once.
    const staff = await sessions.staffFor(token);
    if (!staff) throw new HttpError(401, SESSION_INVALID);
    request.staff = staff;
    request.adminId = staff.id;
  });
  await routes(app);
};

/**
 * The token scheme of app.ts's OpenAPI document (so the docs show the lock and "Try it out" sends
 * the header) and the 401 envelope, added before the route's schema is compiled.
 */
function documentAsAdminOnly(route: RouteOptions): void {
  route.schema = {
    ...route.schema,
    security: [{ token: [] }],
    response: { 401: ErrorResponse, ...(route.schema?.response as Record<string, unknown> | undefined) },
  };
}
