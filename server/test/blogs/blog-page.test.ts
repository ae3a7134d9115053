// GET /api/blog/list: the home page's filter and sorts (docs/decisions/0031), one page at a time with a keyset cursor.
import { API_PATHS, type BlogPageResponse } from '@studyhub/shared-api/contract';
import naughty from 'big-list-of-naughty-strings';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_LIMIT } from '../../src/blogs/blog-page-query.ts';
import { INVALID_CURSOR } from '../../src/http/page-cursor.ts';
import { ORDERED_WALK_ROWS } from '../../src/db/keyset.ts';
import { EXCERPT_HTML_CHARS } from '../../src/blogs/card-excerpt.ts';
import { blogs } from '../../src/db/schema.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

type Query = Record<string, string>;

describe('GET /api/blog/list', () => {
  const ctx = useTestApp();

  const get = (query: Query, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: API_PATHS.blogList, query, headers });
  const page = async (query: Query) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BlogPageResponse>();
  };
  /** Every page of a listing, two at a time, as titles; also checks each page's total. */
  const walk = async (query: Query, expectedTotal?: number) => {
    const titles: string[] = [];
    let cursor: string | null | undefined;
    do {
      const next = await page({ ...query, limit: '2', ...(cursor ? { cursor } : {}) });
      if (expectedTotal !== undefined) expect(next.total).toBe(expectedTotal);
      titles.push(...next.blogs.map((blog) => blog.title));
      cursor = next.nextCursor;
    } while (cursor);
    return titles;
  };
  const at = (iso: string) => new Date(iso);

  async function seed() {
    await insertBlog(ctx.database.db, { title: 'binary search', category: 'CSE', createdAt: at('2026-01-03T00:00:00Z') });
    await insertBlog(ctx.database.db, { title: 'Automata', category: 'COD', createdAt: at('2026-01-01T00:00:00Z') });
    await insertBlog(ctx.database.db, { title: 'Compilers', category: 'Elective', createdAt: at('2026-01-05T00:00:00Z') });
    await insertBlog(ctx.database.db, { title: 'Databases 100%_done', category: 'Other', createdAt: at('2026-01-02T00:00:00Z') });
    await insertBlog(ctx.database.db, { title: 'Zeta functions', category: 'CSE', createdAt: at('2026-01-04T00:00:00Z') });
    await insertBlog(ctx.database.db, { title: 'A draft', category: 'CSE', isPublished: false, createdAt: at('2026-01-06T00:00:00Z') });
  }

  it.each([
    ['newest', ['Compilers', 'Zeta functions', 'binary search', 'Databases 100%_done', 'Automata']],
    ['oldest', ['Automata', 'Databases 100%_done', 'binary search', 'Zeta functions', 'Compilers']],
    ['az', ['Automata', 'binary search', 'Compilers', 'Databases 100%_done', 'Zeta functions']],
    ['za', ['Zeta functions', 'Databases 100%_done', 'Compilers', 'binary search', 'Automata']],
  ])('pages through the published blogs %s first, with the total on every page', async (sort, titles) => {
    await seed();
    expect(await walk({ sort }, 5)).toEqual(titles);
  });

  it('filters by title or category containing the text and by category, both case-insensitive', async () => {
    await seed();
    expect(await walk({ q: '  CSE ', sort: 'az' }, 2)).toEqual(['binary search', 'Zeta functions']);
    expect(await walk({ q: 'ELECT' }, 1)).toEqual(['Compilers']);
    expect(await walk({ category: 'cse', sort: 'oldest' }, 2)).toEqual(['binary search', 'Zeta functions']);
    expect(await walk({ category: 'All', q: 'a', sort: 'az' })).toEqual(['Automata', 'binary search', 'Databases 100%_done', 'Zeta functions']);
    // % and _ are text to find, not patterns.
    expect(await walk({ q: '0%_' }, 1)).toEqual(['Databases 100%_done']);
    expect(await walk({ q: '%' }, 1)).toEqual(['Databases 100%_done']);
    expect(await page({ q: 'nothing like it' })).toEqual({ success: true, blogs: [], total: 0, nextCursor: null });
  });

  it('finds a search text however far down the order its matches lie, and pages through a common one', async () => {
    // Newer than the matches: more rows than the ordered walk reads before it looks matches up by index.
    await ctx.database.db.execute(sql`INSERT INTO blogs (title, description, image, category, is_published, created_at)
      SELECT 'filler ' || i, '<p>x</p>', '/x.png', 'CSE', true, timestamptz '2026-06-01' - i * interval '1 minute'
      FROM generate_series(1, ${ORDERED_WALK_ROWS + 50}) AS i`);
    await insertBlog(ctx.database.db, { title: 'Rare gem two', category: 'Other', createdAt: at('2026-01-02T00:00:00Z') });
    await insertBlog(ctx.database.db, { title: 'Rare gem one', category: 'Other', createdAt: at('2026-01-01T00:00:00Z') });
    await insertBlog(ctx.database.db, { title: 'Rare gem three', category: 'Other', createdAt: at('2026-01-03T00:00:00Z') });
    expect(await walk({ q: 'rare gem' }, 3)).toEqual(['Rare gem three', 'Rare gem two', 'Rare gem one']);
    expect(await walk({ q: 'RARE GEM', sort: 'za' }, 3)).toEqual(['Rare gem two', 'Rare gem three', 'Rare gem one']);

    const common = await page({ q: 'filler', sort: 'oldest', limit: '3' });
    expect(common.total).toBe(ORDERED_WALK_ROWS + 50);
    expect(common.blogs.map((blog) => blog.title)).toEqual([`filler ${ORDERED_WALK_ROWS + 50}`, `filler ${ORDERED_WALK_ROWS + 49}`, `filler ${ORDERED_WALK_ROWS + 48}`]);
    const next = await page({ q: 'filler', sort: 'oldest', limit: '3', cursor: common.nextCursor! });
    expect(next.blogs.map((blog) => blog.title)).toEqual([`filler ${ORDERED_WALK_ROWS + 47}`, `filler ${ORDERED_WALK_ROWS + 46}`, `filler ${ORDERED_WALK_ROWS + 45}`]);
  });

  it('makes each card’s excerpt from the start of the body, and from the whole body when the start cannot tell', async () => {
    const words = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}${i}`).join(' ');
    const long = `<p>${words('a')}</p>${'<p>filler text</p>'.repeat(EXCERPT_HTML_CHARS / 10)}`;
    // A start of one long attribute holds no words: only the whole body has them.
    const opaque = `<p title="${'t'.repeat(EXCERPT_HTML_CHARS)}">${words('b')}</p>`;
    await insertBlog(ctx.database.db, { title: 'Long', description: long, createdAt: at('2026-01-02T00:00:00Z') });
    await insertBlog(ctx.database.db, { title: 'Opaque', description: opaque, createdAt: at('2026-01-01T00:00:00Z') });
    const { blogs: cards } = await page({});
    expect(cards.map((card) => card.excerpt)).toEqual([`${words('a').split(' ').slice(0, 15).join(' ')}…`, `${words('b').split(' ').slice(0, 15).join(' ')}…`]);
    expect(cards[0]).not.toHaveProperty('description');
  });

  it('neither skips nor repeats blogs with the same time or title, down to the microsecond', async () => {
    await ctx.database.db.execute(
      sql`INSERT INTO ${blogs} (title, description, image, category, is_published, created_at)
          SELECT 'Same title', '<p>x</p>', 'https://cdn.example.org/c.webp', 'CSE', true,
                 timestamptz '2026-02-01 00:00:00+00' + (n % 3) * interval '1 microsecond'
          FROM generate_series(1, 9) AS n`,
    );
    for (const sort of ['newest', 'oldest', 'az', 'za']) {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const next: BlogPageResponse = await page({ sort, limit: '2', ...(cursor ? { cursor } : {}) });
        ids.push(...next.blogs.map((blog) => blog._id));
        cursor = next.nextCursor;
      } while (cursor);
      expect(new Set(ids).size, sort).toBe(9);
      expect(ids, sort).toHaveLength(9);
    }
  });

  it('keeps its place when blogs are added or removed between pages', async () => {
    await seed();
    const first = await page({ sort: 'newest', limit: '2' });
    expect(first.blogs.map((blog) => blog.title)).toEqual(['Compilers', 'Zeta functions']);
    await insertBlog(ctx.database.db, { title: 'Brand new', createdAt: at('2026-03-01T00:00:00Z') });
    await ctx.database.db.execute(sql`DELETE FROM ${blogs} WHERE title = 'Compilers'`);
    ctx.app.dropPublicCache();

    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page({ sort: 'newest', limit: '2', cursor });
      rest.push(...next.blogs.map((blog) => blog.title));
      cursor = next.nextCursor;
    }
    expect(rest).toEqual(['binary search', 'Databases 100%_done', 'Automata']);
  });

  it('answers 304 to a current copy and a new page after a write', async () => {
    await seed();
    const before = await get({ sort: 'az' });
    expect((await get({ sort: 'az' }, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

    await insertBlog(ctx.database.db, { title: 'Another' });
    ctx.app.dropPublicCache();

    const after = await get({ sort: 'az' }, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<BlogPageResponse>().total).toBe(6);
  });

  it.each<[string, Query, string | RegExp]>([
    ['a limit of 0', { limit: '0' }, INVALID_LIMIT],
    ['a limit past the maximum', { limit: '49' }, INVALID_LIMIT],
    ['a limit that is not a number', { limit: 'ten' }, /limit/],
    ['an unknown sort', { sort: 'random' }, /sort/],
    ['a search over 200 characters', { q: 'x'.repeat(201) }, /q/],
    ['a cursor that is not one', { cursor: 'not-a-cursor' }, INVALID_CURSOR],
    ['a cursor of another sort', { sort: 'az', cursor: Buffer.from(JSON.stringify(['newest', '1', '00000000-0000-4000-8000-000000000000'])).toString('base64url') }, INVALID_CURSOR],
    ['a forged date key', { cursor: Buffer.from(JSON.stringify(['newest', "1'; drop table blogs; --", '00000000-0000-4000-8000-000000000000'])).toString('base64url') }, INVALID_CURSOR],
    ['an unknown parameter', { page: '2' }, /page|additional/i],
  ])('answers 400 with a message for %s', async (_label, query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });

  it('never fails on hostile search text: every naughty string is a 200 or a clear 400', async () => {
    await seed();
    const statuses = new Map<number, number>();
    for (const text of [...(naughty as string[]), "') OR 1=1 --", '"unbalanced (', '\\', '%%%', '_']) {
      const response = await get({ q: text, sort: 'az' });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect([200, 400], text).toContain(response.statusCode);
    }
    expect(statuses.get(200)).toBeGreaterThan(400);
  });
});
