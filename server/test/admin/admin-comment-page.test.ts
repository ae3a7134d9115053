// GET /api/admin/comments/page: comment moderation a page at a time (docs/decisions/0072).
import { ADMIN_PAGE_SIZE, ADMIN_TOTAL_CAP, API_PATHS, type AdminCommentPageResponse, AdminCommentPageResponse as AdminCommentPageSchema } from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ORDERED_WALK_ROWS } from '../../src/db/keyset.ts';
import { INVALID_CURSOR } from '../../src/http/page-cursor.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, insertComment, storedCounts } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

type Query = Record<string, string>;
const at = (iso: string) => new Date(iso);

describe('GET /api/admin/comments/page', () => {
  const ctx = useTestApp();

  const get = async (query: Query) =>
    ctx.app.inject({ method: 'GET', url: API_PATHS.adminCommentPage, query, headers: asAdmin(await adminToken(ctx)) });
  const page = async (query: Query) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(AdminCommentPageSchema, body)).toBe(true);
    return body as AdminCommentPageResponse;
  };
  /** Every page, two at a time, as contents; checks the total on each page. */
  const walk = async (query: Query, expectedTotal?: number) => {
    const contents: string[] = [];
    let cursor: string | null = null;
    do {
      const next: AdminCommentPageResponse = await page({ ...query, limit: '2', ...(cursor ? { cursor } : {}) });
      if (expectedTotal !== undefined) expect(next.total).toBe(expectedTotal);
      contents.push(...next.comments.map((comment) => comment.content));
      cursor = next.nextCursor;
    } while (cursor);
    return contents;
  };

  async function seed() {
    const graphs = await insertBlog(ctx.database.db, { title: 'Graph algorithms' });
    const draft = await insertBlog(ctx.database.db, { title: 'Draft on caches', isPublished: false });
    const comment = (blogId: string, name: string, content: string, isApproved: boolean, day: number) =>
      insertComment(ctx.database.db, { blogId, name, content, isApproved, createdAt: at(`2026-01-0${day}T10:00:00Z`) });
    await comment(graphs, 'Ada', 'Which edition?', false, 1);
    await comment(graphs, 'Grace', 'Great summary', true, 2);
    await comment(draft, 'Alan', 'Typo in the graph section', false, 3);
    await comment(draft, 'Tanvir Ahmed', 'Thanks!', true, 4);
    await comment(graphs, 'Nadia', 'More graph exercises, 100%_please', false, 5);
    return { graphs, draft };
  }

  it('starts with the queue, newest first, each comment with its blog id and title', async () => {
    const { graphs } = await seed();
    const first = await page({});
    expect(first).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    expect(first.comments.map((comment) => comment.content)).toEqual(['More graph exercises, 100%_please', 'Typo in the graph section', 'Which edition?']);
    expect(first.comments[2]).toEqual({
      _id: expect.any(String),
      blog: { _id: graphs, title: 'Graph algorithms' },
      name: 'Ada',
      content: 'Which edition?',
      createdAt: '2026-01-01T10:00:00.000Z',
      isApproved: false,
    });
  });

  it('pages through each status in either order', async () => {
    await seed();
    expect(await walk({ status: 'approved' }, 2)).toEqual(['Thanks!', 'Great summary']);
    expect(await walk({ status: 'all', sort: 'oldest' }, 5)).toEqual([
      'Which edition?',
      'Great summary',
      'Typo in the graph section',
      'Thanks!',
      'More graph exercises, 100%_please',
    ]);
    expect(await walk({ status: 'pending', sort: 'oldest' }, 3)).toEqual(['Which edition?', 'Typo in the graph section', 'More graph exercises, 100%_please']);
  });

  it("searches the text, the author's name and the blog's title, each comment once", async () => {
    await seed();
    // "graph": two texts, and the blog title of two more (one of them also in its text).
    expect(await walk({ q: 'GRAPH', status: 'all' }, 4)).toEqual([
      'More graph exercises, 100%_please',
      'Typo in the graph section',
      'Great summary',
      'Which edition?',
    ]);
    expect(await walk({ q: 'tanvir', status: 'all' }, 1)).toEqual(['Thanks!']);
    expect(await walk({ q: 'caches', status: 'approved' }, 1)).toEqual(['Thanks!']);
    expect(await walk({ q: '100%_', status: 'all' }, 1)).toEqual(['More graph exercises, 100%_please']);
    expect(await walk({ q: 'nothing like it', status: 'all' }, 0)).toEqual([]);
  });

  it('finds rare matches beyond the rows a walk reads, and counts no further than the cap', async () => {
    const blogId = await insertBlog(ctx.database.db, { title: 'Busy post' });
    const rare = await insertBlog(ctx.database.db, { title: 'Quiet post' });
    await insertComment(ctx.database.db, { blogId: rare, name: 'Zed', content: 'An early question', isApproved: false, createdAt: at('2020-01-01T00:00:00Z') });
    await ctx.database.db.execute(sql`INSERT INTO comments (blog_id, name, content, is_approved, created_at)
      SELECT ${blogId}::uuid, 'Reader ' || i, 'Filler comment ' || i, i % 2 = 0, timestamptz '2026-01-01' + i * interval '1 minute'
      FROM generate_series(1, ${2 * ORDERED_WALK_ROWS + 50}) AS i`);
    expect(await walk({ q: 'quiet' }, 1)).toEqual(['An early question']);
    expect(await walk({ q: 'zed' }, 1)).toEqual(['An early question']);
    const common = await page({ q: 'filler', status: 'all', sort: 'oldest', limit: '3' });
    expect(common.comments.map((comment) => comment.content)).toEqual(['Filler comment 1', 'Filler comment 2', 'Filler comment 3']);
    expect(common).toMatchObject({ total: ADMIN_TOTAL_CAP, totalCapped: true });
    expect(await page({ q: 'busy', limit: '1' })).toMatchObject({ total: ADMIN_TOTAL_CAP, totalCapped: true });
  });

  it.each<[string, Query, string]>([
    ['a limit of 0', { limit: '0' }, 'limit must be a whole number from 1 to 100'],
    ['a limit past the maximum', { limit: String(ADMIN_PAGE_SIZE.max + 1) }, 'limit must be a whole number from 1 to 100'],
    ['an unknown sort', { sort: 'az' }, 'sort must be one of newest, oldest'],
    ['an unknown status', { status: 'spam' }, 'status must be one of pending, approved, all'],
    ['a search over 200 characters', { q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
    ['a cursor that is not one', { cursor: '!!!' }, INVALID_CURSOR],
    ['a cursor of another sort', { sort: 'oldest', cursor: Buffer.from(JSON.stringify(['newest', '1', '00000000-0000-4000-8000-000000000000'])).toString('base64url') }, INVALID_CURSOR],
    ['an unknown parameter', { blog: 'x' }, 'Unknown field: blog'],
  ])('answers 400 with a clear message for %s, and changes nothing', async (_label, query, message) => {
    await seed();
    const before = await storedCounts(ctx.database.db);
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await storedCounts(ctx.database.db)).toEqual(before);
  });

  it('answers 401 without a session, and nothing is listed', async () => {
    await seed();
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminCommentPage });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Which edition?');
  });
});
