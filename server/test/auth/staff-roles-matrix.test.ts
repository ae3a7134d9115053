// The authorization matrix of issue 36 (docs/decisions/0083): every admin endpoint × every role ×
// own/another's post × published/unpublished, each answered as the contract's table says. A 403
// carries the table's message and changes nothing; an allowed request is never a 401 or 403.
import { API_PATHS, type PostFacts, STAFF_MESSAGES, STAFF_ROLES, type StaffRole, staffCan } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffRule } from '../../src/auth/staff-access.ts';
import { blogs } from '../../src/db/schema.ts';
import { ADMIN_ENDPOINTS, type AdminEndpoint, ENUMERATED_ID } from '../helpers/admin-endpoints.ts';
import { insertBlog, newBlog } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { type StaffSession, staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const onPost = (action: 'post.edit' | 'post.publish' | 'post.delete' | 'post.submit' | 'post.review', post: 'params' | 'body' = 'params') => ({ action, post }) as const;

/** What each endpoint is, by issue 36's map: written here, not read from the routes, so a route naming the wrong rule fails. */
const EXPECTED: Record<string, StaffRule> = {
  [`GET ${API_PATHS.adminDashboard}`]: 'everyRole',
  [`GET ${API_PATHS.adminBlogs}`]: 'everyRole',
  [`GET ${API_PATHS.adminBlog}`]: onPost('post.edit'),
  [`PUT ${API_PATHS.adminBlog}`]: onPost('post.edit'),
  [`PUT ${API_PATHS.adminBlogSchedule}`]: onPost('post.publish'),
  [`DELETE ${API_PATHS.adminBlogSchedule}`]: onPost('post.publish'),
  [`GET ${API_PATHS.adminBlogAutosave}`]: onPost('post.edit'),
  [`PUT ${API_PATHS.adminBlogAutosave}`]: onPost('post.edit'),
  [`GET ${API_PATHS.adminNewPostDraft}`]: 'everyRole',
  [`PUT ${API_PATHS.adminNewPostDraft}`]: 'everyRole',
  [`DELETE ${API_PATHS.adminNewPostDraft}`]: 'everyRole',
  [`GET ${API_PATHS.adminBlogRevisions}`]: onPost('post.edit'),
  [`GET ${API_PATHS.adminBlogRevision}`]: onPost('post.edit'),
  [`POST ${API_PATHS.adminBlogRevisionRestore}`]: onPost('post.edit'),
  [`POST ${API_PATHS.adminPreviewLinks}`]: onPost('post.edit'),
  [`GET ${API_PATHS.adminPreviewLinks}`]: onPost('post.edit'),
  [`DELETE ${API_PATHS.adminPreviewLink}`]: onPost('post.edit'),
  [`POST ${API_PATHS.adminPreviewRender}`]: 'everyRole',
  [`GET ${API_PATHS.adminComments}`]: 'comment.moderate',
  [`GET ${API_PATHS.adminBlogPage}`]: 'everyRole',
  [`GET ${API_PATHS.adminCommentPage}`]: 'comment.moderate',
  [`POST ${API_PATHS.adminApproveComment}`]: 'comment.moderate',
  [`POST ${API_PATHS.adminDeleteComment}`]: 'comment.moderate',
  [`POST ${API_PATHS.adminLogout}`]: 'everyRole',
  [`POST ${API_PATHS.adminLogoutAll}`]: 'everyRole',
  [`POST ${API_PATHS.blogAdd}`]: 'post.create',
  [`POST ${API_PATHS.mediaUpload}`]: 'everyRole',
  [`POST ${API_PATHS.blogDelete}`]: onPost('post.delete', 'body'),
  [`POST ${API_PATHS.blogTogglePublish}`]: onPost('post.publish', 'body'),
  [`POST ${API_PATHS.blogGenerate}`]: 'everyRole',
  [`GET ${API_PATHS.adminAuditLog}`]: 'audit.read',
  [`GET ${API_PATHS.adminStaff}`]: 'staff.manage',
  [`PUT ${API_PATHS.adminStaffMember}`]: 'staff.manage',
  [`DELETE ${API_PATHS.adminStaffMember}`]: 'staff.manage',
  [`PUT ${API_PATHS.adminStaffSuspension}`]: 'staff.manage',
  [`POST ${API_PATHS.adminInvites}`]: 'staff.manage',
  [`DELETE ${API_PATHS.adminInvite}`]: 'staff.manage',
  [`POST ${API_PATHS.adminInviteResend}`]: 'staff.manage',
  [`GET ${API_PATHS.adminAccount}`]: 'everyRole',
  [`PUT ${API_PATHS.adminAccount}`]: 'everyRole',
  [`PUT ${API_PATHS.adminAccountPassword}`]: 'everyRole',
  [`POST ${API_PATHS.adminBlogSubmit}`]: onPost('post.submit'),
  [`GET ${API_PATHS.adminReviewQueue}`]: 'post.review',
  [`POST ${API_PATHS.adminBlogReviewPublish}`]: onPost('post.review'),
  [`POST ${API_PATHS.adminBlogReviewReturn}`]: onPost('post.review'),
  [`GET ${API_PATHS.adminBackups}`]: 'site.backup',
  [`POST ${API_PATHS.adminBackups}`]: 'site.backup',
  [`GET ${API_PATHS.adminBackup}`]: 'site.backup',
  [`GET ${API_PATHS.adminReleases}`]: 'site.releases',
  [`POST ${API_PATHS.adminReleaseActivate}`]: 'site.releases',
  [`POST ${API_PATHS.adminReleaseRollback}`]: 'site.releases',
  [`POST ${API_PATHS.adminReleaseCanary}`]: 'site.releases',
  [`DELETE ${API_PATHS.adminReleaseCanary}`]: 'site.releases',
  [`POST ${API_PATHS.adminReleasePromote}`]: 'site.releases',
};

const keyOf = (endpoint: AdminEndpoint) => `${endpoint.method} ${endpoint.route ?? endpoint.url}`;
const POST_CASES: readonly PostFacts[] = [
  { own: true, published: false },
  { own: true, published: true },
  { own: false, published: false },
  { own: false, published: true },
];
const describeFacts = (facts: PostFacts) => `${facts.own ? 'its own' : "another's"} ${facts.published ? 'published' : 'unpublished'} post`;

describe('the authorization matrix', () => {
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });

  it('names a rule for every admin endpoint, and only for those', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ADMIN_ENDPOINTS.map(keyOf).sort());
  });

  describe.each(STAFF_ROLES)('as %s', (role: StaffRole) => {
    let me: StaffSession;
    let someoneElse: StaffSession;
    beforeEach(async () => {
      me = await staffSession(ctx, role);
      someoneElse = await staffSession(ctx, 'author', 'someone.else@test.example.edu');
    });

    const send = async (endpoint: AdminEndpoint, request: Pick<InjectOptions, 'payload' | 'headers'> & { url: string }) =>
      ctx.app.inject({ method: endpoint.method, ...request, headers: { ...request.headers, authorization: me.token } });

    const expectAnswer = (response: Awaited<ReturnType<typeof send>>, allowed: boolean, what: string) => {
      if (allowed) {
        expect([401, 403], `${what}: allowed, answered ${response.statusCode} ${response.body}`).not.toContain(response.statusCode);
        // Not a crash either (a 503 is the AI draft's answer where no provider is configured).
        expect(response.statusCode, `${what}: ${response.body}`).not.toBe(500);
      } else {
        expect(response.statusCode, `${what}: forbidden, answered ${response.body}`).toBe(403);
        expect(response.json()).toEqual({ success: false, message: STAFF_MESSAGES.forbidden });
      }
    };

    it.each(ADMIN_ENDPOINTS.map((endpoint) => [keyOf(endpoint), endpoint] as const))('%s', async (key, endpoint) => {
      const rule = EXPECTED[key]!;
      if (typeof rule === 'string') {
        const body = await endpoint.body?.();
        const allowed = rule === 'everyRole' || staffCan(role, rule);
        expectAnswer(await send(endpoint, { url: endpoint.url, ...body }), allowed, `${role} ${key}`);
        return;
      }
      const requestFor = async (postId: string, facts: PostFacts) => {
        const url = endpoint.url.replace(ENUMERATED_ID, postId);
        if (rule.post === 'body') return { url, payload: { id: postId } };
        // An edit that keeps the post's state, so it is judged as an edit (publishing by edit: staff-roles-rules.test.ts).
        if (key === `PUT ${API_PATHS.adminBlog}`) return { url, ...(await multipart([['blog', JSON.stringify({ ...newBlog(), isPublished: facts.published, baseVersion: 1 })]])) };
        return { url, ...(await endpoint.body?.()) };
      };
      for (const facts of POST_CASES) {
        const postId = await insertBlog(ctx.database.db, { authorId: facts.own ? me.id : someoneElse.id, isPublished: facts.published });
        const [before] = await ctx.database.db.select().from(blogs).where(eq(blogs.id, postId));
        const allowed = staffCan(role, rule.action, facts);
        const response = await send(endpoint, await requestFor(postId, facts));
        expectAnswer(response, allowed, `${role} ${key} on ${describeFacts(facts)}`);
        if (!allowed) expect(await ctx.database.db.select().from(blogs).where(eq(blogs.id, postId))).toEqual([before]);
      }
      // No such post: the route's own 404 for a role that may do this to some post (its own draft), else the 403.
      const missing = await send(endpoint, await requestFor(ENUMERATED_ID, { own: true, published: false }));
      expectAnswer(missing, staffCan(role, rule.action, { own: true, published: false }), `${role} ${key} on no post`);
    });
  });
});
