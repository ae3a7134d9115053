// The staff rules beyond the matrix (issue 36, docs/decisions/0083): what a contributor asks to
// publish stays a draft, publishing by an edit is judged as publishing, new posts are their
// creator's, and a suspended account's session ends at once.
import { API_PATHS, type BlogUpdate, STAFF_MESSAGES, type StaffRole } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_INVALID } from '../../src/auth/admin-scope.ts';
import { admins, blogs } from '../../src/db/schema.ts';
import { adminToken, TEST_ADMIN } from '../helpers/admin-session.ts';
import { insertBlog, newBlog, pngImage } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('the staff rules', () => {
  const ctx = useTestApp();

  const storedPost = async (id: string) => (await ctx.database.db.select().from(blogs).where(eq(blogs.id, id)))[0]!;

  const addPost = async (token: string, title: string) => {
    const { payload, headers } = await multipart([
      ['blog', JSON.stringify(newBlog({ title, isPublished: true }))],
      ['image', { bytes: await pngImage(), filename: 'cover.png', type: 'image/png' }],
    ]);
    return ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload, headers: { ...headers, authorization: token } });
  };

  it.each<[StaffRole, boolean]>([
    ['contributor', false],
    ['author', true],
    ['editor', true],
  ])("stores a %s's new post as theirs, published only if the role may publish it (asked: published)", async (role, published) => {
    const staff = await staffSession(ctx, role);
    const response = await addPost(staff.token, `A ${role}'s post`);
    expect(response.statusCode, response.body).toBe(200);
    const [post] = await ctx.database.db.select().from(blogs);
    expect(post).toMatchObject({ title: `A ${role}'s post`, authorId: staff.id, isPublished: published });
  });

  it("refuses a contributor's publish toggle of its own draft and changes nothing", async () => {
    const contributor = await staffSession(ctx, 'contributor');
    const id = await insertBlog(ctx.database.db, { authorId: contributor.id, isPublished: false });
    const before = await storedPost(id);
    const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, headers: { authorization: contributor.token }, payload: { id } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: STAFF_MESSAGES.forbidden });
    expect(await storedPost(id)).toEqual(before);
  });

  const saveEdit = async (token: string, id: string, changes: Partial<BlogUpdate>) => {
    const { payload, headers } = await multipart([['blog', JSON.stringify({ ...newBlog(), baseVersion: 1, ...changes })]]);
    return ctx.app.inject({ method: 'PUT', url: API_PATHS.adminBlog.replace(':id', id), payload, headers: { ...headers, authorization: token } });
  };

  it('judges an edit that publishes as publishing: a contributor gets 403 and nothing changes, an author publishes its own', async () => {
    const contributor = await staffSession(ctx, 'contributor');
    const draft = await insertBlog(ctx.database.db, { authorId: contributor.id, isPublished: false });
    const before = await storedPost(draft);
    const refused = await saveEdit(contributor.token, draft, { title: 'Sneaked out', isPublished: true });
    expect(refused.statusCode).toBe(403);
    expect(await storedPost(draft)).toEqual(before);
    // The same edit kept a draft is the contributor's to make.
    expect((await saveEdit(contributor.token, draft, { title: 'Still a draft', isPublished: false })).statusCode).toBe(200);

    const author = await staffSession(ctx, 'author');
    const own = await insertBlog(ctx.database.db, { authorId: author.id, isPublished: false });
    expect((await saveEdit(author.token, own, { isPublished: true })).statusCode).toBe(200);
    expect((await storedPost(own)).isPublished).toBe(true);
  });

  it("ends a suspended account's sessions at once and refuses its sign-in", async () => {
    const token = await adminToken(ctx);
    const dashboard = () => ctx.app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers: { authorization: token } });
    expect((await dashboard()).statusCode).toBe(200);

    await ctx.database.db.update(admins).set({ suspendedAt: new Date() }).where(eq(admins.email, TEST_ADMIN.email));

    const ended = await dashboard();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ success: false, message: SESSION_INVALID });
    const login = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: TEST_ADMIN });
    expect(login.statusCode).toBe(401);
  });

  it('applies a role change to an open session at once', async () => {
    const editor = await staffSession(ctx, 'editor');
    const comments = () => ctx.app.inject({ method: 'GET', url: API_PATHS.adminComments, headers: { authorization: editor.token } });
    expect((await comments()).statusCode).toBe(200);
    await ctx.database.db.update(admins).set({ role: 'author' }).where(eq(admins.id, editor.id));
    expect((await comments()).statusCode).toBe(403);
  });
});
