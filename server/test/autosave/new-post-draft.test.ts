// A new post's autosaved form (issue 34, docs/decisions/0076): GET, PUT and DELETE
// /api/admin/drafts/new on either database, one per account, gone once "Add Blog" succeeds.
import { API_PATHS, type NewPostDraftInput, type NewPostDraftResponse } from '@studyhub/shared-api/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../../src/auth/admin-scope.ts';
import { createSessionRepository } from '../../src/auth/session-repository.ts';
import { admins, blogDrafts } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { newBlog, pngImage } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { useTestApp } from '../helpers/test-app.ts';

const url = API_PATHS.adminNewPostDraft;

describe('autosaving the Add Blog form', () => {
  const ctx = useTestApp();
  let token: string;
  beforeEach(async () => {
    token = await adminToken(ctx);
  });

  const typed = (changes: Partial<NewPostDraftInput> = {}): NewPostDraftInput => ({
    title: 'Dijkstra, half written',
    subTitle: '',
    description: '<p>Shortest paths</p>',
    category: 'COD',
    isPublished: false,
    ...changes,
  });
  const put = (body: unknown, headers = asAdmin(token)) => ctx.app.inject({ method: 'PUT', url, payload: body as object, headers });
  const read = async (headers = asAdmin(token)) => (await ctx.app.inject({ method: 'GET', url, headers })).json<NewPostDraftResponse>();

  it('starts empty, keeps the newest form per account, and restores it as typed', async () => {
    expect(await read()).toEqual({ success: true, draft: null, accountId: expect.any(String) });

    const first = await put(typed());
    expect([first.statusCode, first.json()]).toEqual([200, { success: true, message: 'Saved', savedAt: expect.any(String) }]);
    const second = await put(typed({ title: 'Dijkstra', isPublished: true }));

    const { draft, accountId } = await read();
    expect(draft).toEqual({ title: 'Dijkstra', subTitle: '', description: '<p>Shortest paths</p>', category: 'COD', isPublished: true, savedAt: second.json<{ savedAt: string }>().savedAt });
    expect(await ctx.database.db.$count(blogDrafts)).toBe(1);
    expect((await ctx.database.db.select().from(admins))[0]!.id).toBe(accountId);
  });

  it('keeps one draft per account', async () => {
    await put(typed({ title: 'Mine' }));
    const [other] = await ctx.database.db.insert(admins).values({ email: 'second@test.example.edu', passwordHash: 'x' }).returning({ id: admins.id });
    const otherToken = await createSessionRepository(ctx.database.db, { ttlMs: ctx.config.sessionTtlMs, idleMs: ctx.config.sessionIdleMs }).create(other!.id);
    expect((await read(asAdmin(otherToken))).draft).toBeNull();
    await put(typed({ title: 'Theirs' }), asAdmin(otherToken));
    expect((await read()).draft?.title).toBe('Mine');
  });

  it('is discarded by DELETE', async () => {
    await put(typed());
    const response = await ctx.app.inject({ method: 'DELETE', url, headers: asAdmin(token) });
    expect([response.statusCode, response.json()]).toEqual([200, { success: true, message: 'Draft discarded' }]);
    expect((await read()).draft).toBeNull();
  });

  it('is gone once Add Blog has written the post', async () => {
    await put(typed());
    const body = await multipart([['blog', JSON.stringify(newBlog())], ['image', { bytes: await pngImage(64, 32), filename: 'c.png', type: 'image/png' }]]);
    const added = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...asAdmin(token) } });
    expect(added.statusCode).toBe(200);
    expect((await read()).draft).toBeNull();
  });

  it('stays when Add Blog is refused', async () => {
    await put(typed());
    const body = await multipart([['blog', JSON.stringify(newBlog())]]);
    const refused = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...asAdmin(token) } });
    expect(refused.statusCode).toBe(400);
    expect((await read()).draft?.title).toBe('Dijkstra, half written');
  });

  it('sanitises the body as a save does', async () => {
    await put(typed({ description: '<p>Safe<script>alert(1)</script></p><iframe src="https://x.example"></iframe>' }));
    expect((await read()).draft?.description).toBe('<p>Safe</p>');
  });

  describe('refuses, changing nothing', () => {
    it.each([
      ['a data: URL', typed({ description: '<img src="data:image/png;base64,AAAA">' }), /^Images must be uploaded with the editor's Image button/],
      ['a missing field', { ...typed(), isPublished: undefined }, /isPublished/],
      ['an unknown field', { ...typed(), image: 'cover.png' }, /image/],
      ['a subtitle over the limit', typed({ subTitle: 'x'.repeat(301) }), /subTitle/],
      ['a NUL character', typed({ title: 'a\u0000b' }), /title/],
    ])('%s', async (_label, body, message) => {
      await put(typed({ title: 'Kept' }));
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
      expect((await read()).draft?.title).toBe('Kept');
    });

    it('401 without a session, for each method', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await ctx.app.inject({ method, url, ...(method === 'PUT' ? { payload: typed() } : {}) });
        expect([method, response.statusCode, response.json()]).toEqual([method, 401, { success: false, message: NOT_LOGGED_IN }]);
      }
      expect(await ctx.database.db.$count(blogDrafts)).toBe(0);
    });
  });
});
