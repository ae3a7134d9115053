// An edit's autosave (issue 34, docs/decisions/0076): GET and PUT /api/admin/blogs/:id/autosave on
// either database. Readers see nothing of it; the post keeps its version; the newest 50 autosaves
// and every manual save are kept.
import { API_PATHS, AUTOSAVES_KEPT, type BlogResponse, type PostAutosaveInput, type PostAutosaveResponse } from '@studyhub/shared-api/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../../src/auth/admin-scope.ts';
import { createSessionRepository } from '../../src/auth/session-repository.ts';
import { admins, blogRevisions, blogs } from '../../src/db/schema.ts';
import { adminToken, asAdmin, TEST_ADMIN } from '../helpers/admin-session.ts';
import { MISSING_IDS, newBlog, pngImage } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { useTestApp } from '../helpers/test-app.ts';

const autosaveUrl = (id: string) => API_PATHS.adminBlogAutosave.replace(':id', id);

describe('autosaving an edit', () => {
  const ctx = useTestApp();
  let token: string;
  beforeEach(async () => {
    token = await adminToken(ctx);
  });

  async function add(): Promise<string> {
    const body = await multipart([['blog', JSON.stringify(newBlog())], ['image', { bytes: await pngImage(64, 32), filename: 'c.png', type: 'image/png' }]]);
    expect((await ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...asAdmin(token) } })).statusCode).toBe(200);
    return (await ctx.database.db.select({ id: blogs.id }).from(blogs))[0]!.id;
  }

  const typed = (changes: Partial<PostAutosaveInput> = {}): PostAutosaveInput => ({
    title: 'Graph algorithms, half rewritten',
    subTitle: 'BFS, DFS and friends',
    description: '<p>Typed but not saved</p>',
    category: 'CSE',
    baseVersion: 1,
    ...changes,
  });
  const autosave = (id: string, body: unknown, headers = asAdmin(token)) => ctx.app.inject({ method: 'PUT', url: autosaveUrl(id), payload: body as object, headers });
  const readAutosave = (id: string, headers = asAdmin(token)) => ctx.app.inject({ method: 'GET', url: autosaveUrl(id), headers });
  async function save(id: string, baseVersion: number, title: string) {
    const body = await multipart([['blog', JSON.stringify({ ...newBlog({ title }), baseVersion })]]);
    return ctx.app.inject({ method: 'PUT', url: API_PATHS.adminBlog.replace(':id', id), payload: body.payload, headers: { ...body.headers, ...asAdmin(token) } });
  }
  const revisions = (id: string) => ctx.database.db.select().from(blogRevisions).where(eq(blogRevisions.blogId, id)).orderBy(blogRevisions.revision);
  const publicRead = async (id: string) => (await ctx.app.inject({ method: 'GET', url: API_PATHS.blogById.replace(':id', id) })).json<BlogResponse>();

  it("stores a revision of kind autosave and changes nothing readers see, nor the post's version", async () => {
    const id = await add();
    const before = { read: await publicRead(id), row: (await ctx.database.db.select().from(blogs).where(eq(blogs.id, id)))[0] };

    const response = await autosave(id, typed());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Saved', savedAt: expect.any(String) });
    expect(await publicRead(id)).toEqual(before.read);
    expect((await ctx.database.db.select().from(blogs).where(eq(blogs.id, id)))[0]).toEqual(before.row);
    const [, stored] = await revisions(id);
    expect(stored).toMatchObject({ revision: 2, version: 1, kind: 'autosave', authorName: TEST_ADMIN.email, title: 'Graph algorithms, half rewritten', description: '<p>Typed but not saved</p>', sizeBytes: 26 });
    // The editor's own save, based on the same version, is not refused by its autosave.
    expect((await save(id, 1, 'Saved for real')).statusCode).toBe(200);
  });

  it('answers the newest autosave of this account made after the last manual save, with the version it was typed over', async () => {
    const id = await add();
    expect((await readAutosave(id)).json<PostAutosaveResponse>()).toMatchObject({ success: true, autosave: null, accountId: expect.any(String) });
    await autosave(id, typed({ title: 'First try' }));
    await autosave(id, typed({ title: 'Second try' }));

    const { autosave: newest } = (await readAutosave(id)).json<PostAutosaveResponse>();
    expect(newest).toEqual({ revision: 3, version: 1, title: 'Second try', subTitle: 'BFS, DFS and friends', description: '<p>Typed but not saved</p>', category: 'CSE', savedAt: expect.any(String) });

    expect((await save(id, 1, 'Saved for real')).statusCode).toBe(200);
    expect((await readAutosave(id)).json<PostAutosaveResponse>().autosave).toBeNull();
    // Typed over the new version, then the post moved on (a publish toggle): still answered, with its version.
    await autosave(id, typed({ title: 'Over version 2', baseVersion: 2 }));
    await ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id }, headers: asAdmin(token) });
    expect((await readAutosave(id)).json<PostAutosaveResponse>().autosave).toMatchObject({ title: 'Over version 2', version: 2 });
  });

  it("never offers another admin's autosave", async () => {
    const id = await add();
    await autosave(id, typed({ title: 'Mine' }));
    const [other] = await ctx.database.db.insert(admins).values({ email: 'second@test.example.edu', passwordHash: 'x' }).returning({ id: admins.id });
    const otherToken = await createSessionRepository(ctx.database.db, { ttlMs: ctx.config.sessionTtlMs, idleMs: ctx.config.sessionIdleMs }).create(other!.id);

    const answer = (await readAutosave(id, asAdmin(otherToken))).json<PostAutosaveResponse>();

    expect(answer).toEqual({ success: true, autosave: null, accountId: other!.id });
  });

  it(`keeps every manual save and the newest ${AUTOSAVES_KEPT} autosaves; revision numbers keep counting`, async () => {
    const id = await add();
    for (let i = 1; i <= 30; i += 1) expect((await autosave(id, typed({ title: `Autosave ${i}` }))).statusCode).toBe(200);
    expect((await save(id, 1, 'Manual save')).statusCode).toBe(200);
    for (let i = 31; i <= 52; i += 1) expect((await autosave(id, typed({ title: `Autosave ${i}`, baseVersion: 2 }))).statusCode).toBe(200);

    const kept = await revisions(id);
    const autosaves = kept.filter((row) => row.kind === 'autosave');
    expect(autosaves).toHaveLength(AUTOSAVES_KEPT);
    expect(autosaves[0]!.title).toBe('Autosave 3');
    expect(autosaves.at(-1)).toMatchObject({ title: 'Autosave 52', revision: 54 });
    expect(kept.filter((row) => row.kind === 'manual').map((row) => [row.revision, row.title])).toEqual([
      [1, 'Graph algorithms'],
      [32, 'Manual save'],
    ]);
  });

  it('sanitises the body as a save does and keeps our images relative', async () => {
    const id = await add();
    await autosave(id, typed({ description: '<p onclick="x()">Hi<script>alert(1)</script> <img src="http://api.test/api/media/00000000-0000-4000-8000-000000000001" alt="a"></p>' }));
    const [, stored] = await revisions(id);
    expect(stored!.description).toBe('<p>Hi <img src="/api/media/00000000-0000-4000-8000-000000000001" alt="a"></p>');
    const { autosave: answered } = (await readAutosave(id)).json<PostAutosaveResponse>();
    expect(answered!.description).toContain('src="http://api.test/api/media/00000000-0000-4000-8000-000000000001"');
  });

  it('keeps an unfinished draft: empty title, subtitle and body', async () => {
    const id = await add();
    expect((await autosave(id, typed({ title: '', subTitle: '', description: '' }))).statusCode).toBe(200);
  });

  describe('refuses, changing nothing', () => {
    const refusals: Array<[string, unknown, number, string | RegExp]> = [
      ['a data: URL', typed({ description: '<p><img src="data:image/png;base64,AAAA"></p>' }), 400, /^Images must be uploaded with the editor's Image button/],
      ['a missing field', { ...typed(), baseVersion: undefined }, 400, /baseVersion/],
      ['an unknown field', { ...typed(), image: 'x' }, 400, /image/],
      ['an unknown category', typed({ category: 'Startup' as 'CSE' }), 400, /category/],
      ['a title over the limit', typed({ title: 'x'.repeat(201) }), 400, /title/],
      ['version 0', typed({ baseVersion: 0 }), 400, /baseVersion/],
      ['a version the post never reached', typed({ baseVersion: 7 }), 400, 'baseVersion is newer than the post: open the post again'],
    ];
    it.each(refusals)('%s', async (_label, body, status, message) => {
      const id = await add();
      const response = await autosave(id, body);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
      expect(await revisions(id)).toHaveLength(1);
    });

    it('a body larger than a save may be', async () => {
      const id = await add();
      const response = await ctx.app.inject({ method: 'PUT', url: autosaveUrl(id), payload: JSON.stringify(typed({ description: `<p>${'"'.repeat(900 * 1024)}</p>` })), headers: { ...asAdmin(token), 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(413);
      expect(await revisions(id)).toHaveLength(1);
    });

    it.each(MISSING_IDS)('404 for %s', async (_label, missing) => {
      expect([(await autosave(missing, typed())).statusCode, (await readAutosave(missing)).statusCode]).toEqual([404, 404]);
    });

    it('401 without a session', async () => {
      const id = await add();
      for (const response of [await autosave(id, typed(), {} as ReturnType<typeof asAdmin>), await readAutosave(id, {} as ReturnType<typeof asAdmin>)]) {
        expect([response.statusCode, response.json()]).toEqual([401, { success: false, message: NOT_LOGGED_IN }]);
      }
      expect(await ctx.database.db.$count(blogRevisions, and(eq(blogRevisions.blogId, id), eq(blogRevisions.kind, 'autosave')))).toBe(0);
    });
  });
});
