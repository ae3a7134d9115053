import { ErrorResponse, type PostFacts, STAFF_MESSAGES, type StaffAction, staffCan } from '@studyhub/shared-api/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { HttpError } from '../http/http-error.ts';

/**
 * What an admin route does, by the contract's staff table (docs/decisions/0083). Every route in
 * the admin scope names one as `config.staff`; the scope refuses to register a route without, so
 * no new route can slip past the table.
 * - `everyRole`: any signed-in account (the dashboard, the lists, logout, uploads);
 * - an action: judged by the role alone (`post.create`, `comment.moderate`);
 * - `{ action, post }`: judged against the post whose id is the path's `:id` or the body's `id`.
 */
export type StaffRule = 'everyRole' | StaffAction | { action: StaffAction; post: 'params' | 'body' };

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRule;
  }
}

/** The post facts the rules need, read per request (never cached: the post may change hands). */
export interface StaffPosts {
  /** Whose post it is (relative to `staffId`) and whether readers see it; undefined when no post has the id. */
  factsOf(postId: string, staffId: string): Promise<PostFacts | undefined>;
}

/** Throws the site's 403 envelope unless the request's account may do `action` (to `post`). */
export function assertStaffCan(request: FastifyRequest, action: StaffAction, post?: PostFacts): void {
  if (!request.staff || !staffCan(request.staff.role, action, post)) throw new HttpError(403, STAFF_MESSAGES.forbidden);
}

/** The most a role could be allowed on some post: its own draft. */
const OWN_DRAFT: PostFacts = { own: true, published: false };

/** The preHandler that enforces `rule` (none for `everyRole`). It runs after validation, before the handler changes anything. */
export function staffCheck(rule: StaffRule, posts: StaffPosts): preHandlerAsyncHookHandler | undefined {
  if (rule === 'everyRole') return undefined;
  if (typeof rule === 'string') return async (request) => assertStaffCan(request, rule);
  return async (request) => {
    const holder = (rule.post === 'params' ? request.params : request.body) as { id?: unknown } | undefined;
    const postId = typeof holder?.id === 'string' ? holder.id : undefined;
    const facts = postId === undefined ? undefined : await posts.factsOf(postId, request.staff!.id);
    // No such post: a role that may do this to some post gets the route's own 404; any other the 403.
    assertStaffCan(request, rule.action, facts ?? OWN_DRAFT);
    request.staffPost = facts;
  };
}

/** The admin scope's onRoute hook: every route names its rule, and gets its check first among its preHandlers (and its 403 documented). */
export function enforceStaffRule(posts: StaffPosts): (route: RouteOptions) => void {
  return (route) => {
    const rule = route.config?.staff;
    if (!rule) throw new Error(`${String(route.method)} ${route.url}: an admin route must name its staff rule (config.staff, staff-access.ts)`);
    const check = staffCheck(rule, posts);
    if (!check) return;
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [check, ...existing];
    route.schema = { ...route.schema, response: { 403: ErrorResponse, ...(route.schema?.response as Record<string, unknown> | undefined) } };
  };
}
