// Editing a post (issue 34, docs/decisions/0073): GET and PUT /api/admin/blogs/:id on either
// database. What the other instances see is in blog-edit-instances.test.ts.
import {
  API_PATHS,
  BLOG_EDIT_MESSAGES,
  type BlogPageResponse,
  type BlogResponse,
  type BlogSource,
  type BlogSourceResponse,
  type BlogUpdate,
  type CommentListResponse,
  type SearchResponse,
} from '@studyhub/shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../../src/auth/admin-scope.ts';
import { rowsOf } from '../../src/db/client.ts';
import { blogRevisions, blogs, media } from '../../src/db/schema.ts';
import { adminToken, asAdmin, TEST_ADMIN } from '../helpers/admin-session.ts';
import { editedFields as edited, insertComment, MISSING_IDS, newBlog, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { type FilePart, multipart } from '../helpers/multipart.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';

type Parts = ReadonlyArray<readonly [string, string | FilePart]>;

const adminBlogUrl = (id: string) => API_PATHS.adminBlog.replace(':id', id);

describe('editing a post', () => {
  const ctx = useTestApp();
  let token: string;
  beforeEach(async () => {
    token = await adminToken(ctx);
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const cover = async (width = 64): Promise<FilePart> => ({ bytes: await pngImage(width, 32), filename: 'cover.png', type: 'image/png' });

  /** Adds a post through the API, as the admin does; returns its id. */
  async function add(overrides: Parameters<typeof newBlog>[0] = {}): Promise<string> {
    const blog = newBlog(overrides);
    const body = await multipart([['blog', JSON.stringify(blog)], ['image', await cover()]]);
    const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...asAdmin(token) } });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.title, blog.title.trim()));
    return row!.id;
  }

  async function open(id: string): Promise<BlogSource> {
    const response = await ctx.app.inject({ method: 'GET', url: adminBlogUrl(id), headers: asAdmin(token) });
    expect(response.statusCode).toBe(200);
    return response.json<BlogSourceResponse>().blog;
  }


  async function sendParts(id: string, parts: Parts, headers: Record<string, string> = asAdmin(token)) {
    const body = await multipart(parts);
    return ctx.app.inject({ method: 'PUT', url: adminBlogUrl(id), payload: body.payload, headers: { ...body.headers, ...headers } });
  }

  const save = async (id: string, blog: BlogUpdate, image?: FilePart) => sendParts(id, image ? [['blog', JSON.stringify(blog)], ['image', image]] : [['blog', JSON.stringify(blog)]]);

  const row = async (id: string) => (await ctx.database.db.select().from(blogs).where(eq(blogs.id, id)))[0]!;
  const revisions = (id: string) => ctx.database.db.select().from(blogRevisions).where(eq(blogRevisions.blogId, id)).orderBy(blogRevisions.revision);

  describe('GET /api/admin/blogs/:id', () => {
    it("opens a post at its source and version, not the reader's HTML", async () => {
      const description = '<p>Run it:</p><pre><code class="language-python">print(1)</code></pre>';
      const id = await add({ description });

      const source = await open(id);

      const stored = await row(id);
      expect(source).toEqual({
        _id: id,
        title: 'Graph algorithms',
        subTitle: 'BFS, DFS and friends',
        description,
        image: `${TEST_PUBLIC_API_URL}/api/media/${stored.mediaId}`,
        category: 'CSE',
        createdAt: stored.createdAt.toISOString(),
        isPublished: true,
        version: 1,
        // Whose it is and its place in review (issue 36).
        authorId: stored.authorId,
        reviewState: 'none',
      });
      // Readers get the highlighted HTML; the editor must not.
      const read = (await get(API_PATHS.blogById.replace(':id', id))).json<BlogResponse>().blog;
      expect(read.description).not.toBe(description);
      expect(read).not.toHaveProperty('version');
      expect(read).not.toHaveProperty('updatedAt');
    });

    it('gives the admin list each post’s version', async () => {
      const id = await add();
      const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminBlogs, headers: asAdmin(token) });
      expect(response.json<{ blogs: unknown[] }>().blogs).toEqual([expect.objectContaining({ _id: id, version: 1 })]);
    });

    it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
      const response = await ctx.app.inject({ method: 'GET', url: adminBlogUrl(id), headers: asAdmin(token) });
      expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: 'Blog not found' }]);
    });

    it('lets the admin portal’s origin send the save (the CORS preflight allows PUT)', async () => {
      const [origin] = ctx.config.corsOrigins;
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: adminBlogUrl(MISSING_IDS[0][1]),
        headers: { origin: origin!, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain('PUT');
    });

    it('answers 401 without a session', async () => {
      const id = await add();
      const response = await get(adminBlogUrl(id));
      expect([response.statusCode, response.json()]).toEqual([401, { success: false, message: NOT_LOGGED_IN }]);
    });
  });

  describe('PUT /api/admin/blogs/:id', () => {
    it('keeps the id, address, comments, creation date and cover; records the update date and a new version', async () => {
      const id = await add();
      await insertComment(ctx.database.db, { blogId: id, content: 'First!' });
      await insertComment(ctx.database.db, { blogId: id, content: 'Thanks for the notes' });
      const before = await row(id);
      const source = await open(id);

      const response = await save(id, edited(source, { title: '  Graph algorithms, revised ', description: '<p>Topological sorting orders a DAG.</p>', category: 'Elective' }));

      expect(response.statusCode).toBe(200);
      const { blog, ...envelope } = response.json<BlogSourceResponse>();
      expect(envelope).toEqual({ success: true, message: BLOG_EDIT_MESSAGES.saved });
      const after = await row(id);
      expect(blog).toEqual({
        ...source,
        title: 'Graph algorithms, revised',
        description: '<p>Topological sorting orders a DAG.</p>',
        category: 'Elective',
        updatedAt: after.updatedAt!.toISOString(),
        version: 2,
      });
      expect(after).toMatchObject({ id, createdAt: before.createdAt, image: before.image, mediaId: before.mediaId, version: 2 });
      expect(after.updatedAt!.getTime()).toBeGreaterThanOrEqual(before.createdAt.getTime());
      expect(after.bodyHtml).toContain('Topological sorting');
      expect(await storedCounts(ctx.database.db)).toEqual({ blogs: 1, media: 1, comments: 2 });
      const comments = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogComments, payload: { blogId: id } });
      expect(comments.json<CommentListResponse>().comments.map((comment) => comment.content).sort()).toEqual(['First!', 'Thanks for the notes']);
    });

    it('shows the edit at once in the post, the listing, the search, the feed and the sitemap', async () => {
      const id = await add({ description: '<p>Visit every vertex level by level.</p>' });
      const reads = {
        post: API_PATHS.blogById.replace(':id', id),
        page: `${API_PATHS.blogList}?sort=newest`,
        newWord: `${API_PATHS.search}?q=topological`,
        oldWord: `${API_PATHS.search}?q=vertex`,
        rss: API_PATHS.siteRss,
        sitemap: API_PATHS.siteSitemap,
      };
      // Every read cached first: the edit must drop each of them.
      for (const url of Object.values(reads)) expect((await get(url)).statusCode).toBe(200);
      expect((await get(reads.newWord)).json<SearchResponse>().total).toBe(0);

      const saved = (await save(id, edited(await open(id), { title: 'Topological order', description: '<p>Topological sorting orders a DAG.</p>' }))).json<BlogSourceResponse>().blog;

      const post = (await get(reads.post)).json<BlogResponse>().blog;
      expect(post).toMatchObject({ _id: id, title: 'Topological order', createdAt: saved.createdAt, updatedAt: saved.updatedAt });
      expect(post.description).toContain('Topological sorting orders a DAG.');
      const [card] = (await get(reads.page)).json<BlogPageResponse>().blogs;
      expect(card).toMatchObject({ _id: id, title: 'Topological order', excerpt: 'Topological sorting orders a DAG.', updatedAt: saved.updatedAt });
      expect((await get(reads.newWord)).json<SearchResponse>().blogs.map((hit) => hit._id)).toEqual([id]);
      expect((await get(reads.oldWord)).json<SearchResponse>().total).toBe(0);
      const rss = (await get(reads.rss)).body;
      expect(rss).toContain('<title>Topological order</title>');
      expect(rss).toContain(`<atom:updated>${saved.updatedAt}</atom:updated>`);
      expect(rss).toContain(`<lastBuildDate>${new Date(saved.updatedAt!).toUTCString()}</lastBuildDate>`);
      expect(rss).toContain(`<pubDate>${new Date(saved.createdAt).toUTCString()}</pubDate>`);
      expect((await get(reads.sitemap)).body).toContain(`/blog/${id}</loc><lastmod>${saved.updatedAt}</lastmod>`);
    });

    it('replaces the cover only when a new one is sent, and deletes the old one', async () => {
      const id = await add();
      const before = await row(id);

      const response = await save(id, edited(await open(id)), await cover(80));

      expect(response.statusCode).toBe(200);
      const after = await row(id);
      expect(after.mediaId).not.toBe(before.mediaId);
      expect(after.image).toBe(`/api/media/${after.mediaId}`);
      expect(response.json<BlogSourceResponse>().blog.image).toBe(`${TEST_PUBLIC_API_URL}/api/media/${after.mediaId}`);
      expect(await ctx.database.db.select({ id: media.id }).from(media)).toEqual([{ id: after.mediaId }]);
      expect((await get(`/api/media/${before.mediaId}`)).statusCode).toBe(404);
    });

    it('saves a draft as a draft and publishes it when asked', async () => {
      const id = await add({ isPublished: false });
      const v2 = (await save(id, edited(await open(id), { title: 'Still a draft' }))).json<BlogSourceResponse>().blog;
      expect((await get(API_PATHS.blogById.replace(':id', id))).statusCode).toBe(404);
      await save(id, edited(v2, { isPublished: true }));
      expect((await get(API_PATHS.blogById.replace(':id', id))).json<BlogResponse>().blog.title).toBe('Still a draft');
    });

    it(`refuses a save opened at an older version with 409 "${BLOG_EDIT_MESSAGES.conflict}", changing nothing`, async () => {
      const id = await add();
      const [first, second] = [await open(id), await open(id)];
      expect((await save(id, edited(first, { title: 'Saved first' }))).statusCode).toBe(200);
      const afterFirst = await row(id);

      const stale = await save(id, edited(second, { title: 'Saved second', description: '<p>Would overwrite.</p>' }), await cover(96));

      expect([stale.statusCode, stale.json()]).toEqual([409, { success: false, message: BLOG_EDIT_MESSAGES.conflict }]);
      expect(await row(id)).toEqual(afterFirst);
      expect(await revisions(id)).toHaveLength(2);
      expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 1, media: 1 });
    });

    it('lets exactly one of two saves sent at once from the same version through', async () => {
      const id = await add();
      const source = await open(id);
      const answers = await Promise.all([save(id, edited(source, { title: 'Editor A' })), save(id, edited(source, { title: 'Editor B' }))]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<BlogSourceResponse>().blog;
      expect(await row(id)).toMatchObject({ title: winner.title, version: 2 });
      expect((await revisions(id)).map((revision) => revision.title)).toEqual(['Graph algorithms', winner.title]);
    });

    it('counts a publish toggle as a change: an editor opened before it gets the 409', async () => {
      const id = await add();
      const source = await open(id);
      await ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id }, headers: asAdmin(token) });

      expect((await save(id, edited(source, { title: 'Would republish' }))).statusCode).toBe(409);
      const reopened = await open(id);
      expect(reopened).toMatchObject({ isPublished: false, version: 2 });
      expect(reopened).not.toHaveProperty('updatedAt');
      expect((await save(id, edited(reopened, { title: 'Reopened and saved' }))).statusCode).toBe(200);
    });

    describe('bad input: a clear 4xx and nothing changed', () => {
      const refusals: [string, (source: BlogSource) => Promise<Parts>, number, string | RegExp][] = [
        ['no blog field', async () => [], 400, 'The blog field is required'],
        ['a blog field that is not JSON', async () => [['blog', '{title:']], 400, 'The blog field must be JSON text'],
        ['no baseVersion', async (source) => [['blog', JSON.stringify({ ...edited(source), baseVersion: undefined })]], 400, 'baseVersion is required'],
        ['a baseVersion of 0', async (source) => [['blog', JSON.stringify(edited(source, { baseVersion: 0 }))]], 400, /^baseVersion /],
        ['a baseVersion as text', async (source) => [['blog', JSON.stringify({ ...edited(source), baseVersion: '1' })]], 400, /^baseVersion /],
        ['an unknown field', async (source) => [['blog', JSON.stringify({ ...edited(source), force: true })]], 400, 'Unknown field: force'],
        ['a blank title', async (source) => [['blog', JSON.stringify(edited(source, { title: '   ' }))]], 400, 'title is required'],
        ['an unknown category', async (source) => [['blog', JSON.stringify({ ...edited(source), category: 'Startup' })]], 400, /^category /],
        ['a body showing nothing', async (source) => [['blog', JSON.stringify(edited(source, { description: '<p><br></p>' }))]], 400, 'Please add blog content'],
        [
          'a body with a data: URL',
          async (source) => [['blog', JSON.stringify(edited(source, { description: '<p><img src="data:image/png;base64,AAAA"></p>' }))]],
          400,
          /^Images must be uploaded with the editor's Image button/,
        ],
        [
          'a cover that is not an image',
          async (source) => [['blog', JSON.stringify(edited(source))], ['image', { bytes: new TextEncoder().encode('%PDF-1.7'), filename: 'cover.png', type: 'image/png' }]],
          415,
          'The thumbnail must be a JPEG, PNG, WebP or GIF image',
        ],
        ['an extra form field', async (source) => [['blog', JSON.stringify(edited(source))], ['force', 'yes']], 400, 'Unexpected form field "force": send only blog and image'],
      ];

      it.each(refusals)('%s', async (_label, parts, status, message) => {
        const id = await add();
        const before = await row(id);
        const response = await sendParts(id, await parts(await open(id)));
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ success: false, message: expect.stringMatching(typeof message === 'string' ? `^${escapeRegExp(message)}$` : message) });
        expect(await row(id)).toEqual(before);
        expect(await revisions(id)).toHaveLength(1);
        expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 1, media: 1 });
      });

      it('refuses a JSON body with 415', async () => {
        const id = await add();
        const before = await row(id);
        const response = await ctx.app.inject({ method: 'PUT', url: adminBlogUrl(id), payload: { blog: edited(await open(id)) }, headers: asAdmin(token) });
        expect(response.statusCode).toBe(415);
        expect(await row(id)).toEqual(before);
      });

      it.each(MISSING_IDS)('answers 404 for %s', async (_label, missing) => {
        const id = await add();
        const before = await row(id);
        const response = await save(missing, edited(await open(id)));
        expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: 'Blog not found' }]);
        expect(await row(id)).toEqual(before);
      });

      it('answers 401 without a session', async () => {
        const id = await add();
        const before = await row(id);
        const response = await sendParts(id, [['blog', JSON.stringify(edited(await open(id), { title: 'Anonymous' }))]], {});
        expect([response.statusCode, response.json()]).toEqual([401, { success: false, message: NOT_LOGGED_IN }]);
        expect(await row(id)).toEqual(before);
      });
    });
  });

  describe('revisions', () => {
    it('records one on add and on every save: who, when, which version, the text and its size in bytes', async () => {
      const id = await add({ title: 'Café notes', description: '<p>Crème brûlée</p>' });
      const v1 = await open(id);
      const v2 = (await save(id, edited(v1, { subTitle: 'Second take', description: '<p>Déjà vu</p>' }))).json<BlogSourceResponse>().blog;
      await save(id, edited(v2, { category: 'Other' }));
      const [admin] = await rowsOf<{ id: string }>(ctx.database.db, sql`SELECT id FROM admins`);
      const post = await row(id);

      const history = await revisions(id);

      expect(history.map(({ revision, version, kind, authorId, authorName }) => ({ revision, version, kind, authorId, authorName }))).toEqual(
        [1, 2, 3].map((n) => ({ revision: n, version: n, kind: 'manual', authorId: admin!.id, authorName: TEST_ADMIN.email })),
      );
      expect(history.map(({ title, subTitle, category, description, sizeBytes }) => ({ title, subTitle, category, description, sizeBytes }))).toEqual([
        { title: 'Café notes', subTitle: 'BFS, DFS and friends', category: 'CSE', description: '<p>Crème brûlée</p>', sizeBytes: 22 },
        { title: 'Café notes', subTitle: 'Second take', category: 'CSE', description: '<p>Déjà vu</p>', sizeBytes: 16 },
        { title: 'Café notes', subTitle: 'Second take', category: 'Other', description: '<p>Déjà vu</p>', sizeBytes: 16 },
      ]);
      expect(history[0]!.createdAt).toEqual(post.createdAt);
      expect(history[2]!.createdAt).toEqual(post.updatedAt);
    });

    it('are never rewritten, and go with their post', async () => {
      const id = await add();
      await expect(ctx.database.db.update(blogRevisions).set({ title: 'Rewritten' }).where(eq(blogRevisions.blogId, id))).rejects.toThrow();
      expect((await revisions(id))[0]!.title).toBe('Graph algorithms');

      await ctx.app.inject({ method: 'POST', url: API_PATHS.blogDelete, payload: { id }, headers: asAdmin(token) });
      expect(await revisions(id)).toEqual([]);
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
