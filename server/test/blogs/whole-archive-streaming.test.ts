import { API_PATHS } from '@studyhub/shared-api/contract';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { toAdminBlog, toBlog, toSummary } from '../../src/blogs/blog-mapping.ts';
import { BYLINE_COLUMNS } from '../../src/bylines/bylines.ts';
import { ARCHIVE_PAGE_ROWS } from '../../src/db/archive-pages.ts';
import { admins, blogs } from '../../src/db/schema.ts';
import { jsonArrayChunks, MAX_WHOLE_ANSWER_BYTES, wholeIfSmall } from '../../src/http/streamed-json.ts';
import { publishedStampPages } from '../../src/site/feed-queries.ts';
import { urlsetChunks, urlsetDocument } from '../../src/site/site-documents.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';

async function* pagesOf<T>(items: T[], size: number): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
const joined = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('whole-archive answers in pieces (docs/decisions/0085)', () => {
  it('writes the bytes JSON.stringify and urlsetDocument write, whatever the pages', async () => {
    const items = [{ a: 1, skipped: undefined }, { b: 'two "quoted"' }, { c: [3] }];
    for (const size of [1, 2, 5]) {
      expect(await joined(jsonArrayChunks({ success: true }, 'blogs', pagesOf(items, size)))).toBe(JSON.stringify({ success: true, blogs: items }));
      const urls = [{ loc: 'https://site.example/a&b' }, { loc: 'https://site.example/c', lastmod: new Date(0) }];
      expect(await joined(urlsetChunks(pagesOf(urls, size)))).toBe(urlsetDocument(urls));
    }
    expect(await joined(jsonArrayChunks({ success: true }, 'blogs', pagesOf([], 1)))).toBe('{"success":true,"blogs":[]}');
    expect(await joined(urlsetChunks(pagesOf([], 1)))).toBe(urlsetDocument([]));
  });

  it('keeps a small answer whole and gives up on a big one', async () => {
    async function* pieces(...texts: string[]): AsyncGenerator<string> {
      yield* texts;
    }
    expect((await wholeIfSmall(pieces('ab', 'c'), 3))?.identity.toString()).toBe('abc');
    expect(await wholeIfSmall(pieces('ab', 'cd'), 3)).toBeUndefined();
  });
});

describe('GET /api/blog/all and /api/admin/blogs past the size kept whole', () => {
  const ctx = useTestApp();
  // Each body about 6 KB: 2.5 pages of posts are well past MAX_WHOLE_ANSWER_BYTES in full, far below it as summaries.
  const POSTS = Math.floor(ARCHIVE_PAGE_ROWS * 2.5);

  async function seed(): Promise<void> {
    // Pairs share a created_at: the id must break the tie, so no page boundary skips or repeats one.
    await ctx.database.db.execute(sql`INSERT INTO blogs (title, description, image, category, is_published, created_at)
      SELECT 'Post ' || i, '<p>' || repeat('word ' || i || ' ', 1000) || '</p>', '/api/media/cover-' || i, 'CSE', i % 7 <> 0,
             timestamptz '2026-01-01' + (i / 2) * interval '1 minute'
      FROM generate_series(1, ${POSTS}) AS i`);
  }

  /** The list as the code before streaming built it: one query, newest first, mapped and stringified whole. */
  async function oldAnswer(view: 'full' | 'summary'): Promise<string> {
    const columns = { ...getTableColumns(blogs), ...BYLINE_COLUMNS };
    const rows = await ctx.database.db.select(columns).from(blogs).leftJoin(admins, eq(admins.id, blogs.authorId)).where(eq(blogs.isPublished, true)).orderBy(desc(blogs.createdAt), desc(blogs.id));
    const mapped = rows.map((row) => (view === 'summary' ? toSummary((({ bodyHtml: _html, ...summary }) => summary)(row), TEST_PUBLIC_API_URL) : toBlog(row, TEST_PUBLIC_API_URL)));
    return JSON.stringify({ success: true, blogs: mapped });
  }

  it('streams the full list, byte for byte the old answer, without an ETag; the summary stays cached with one', async () => {
    await seed();
    const full = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.length).toBeGreaterThan(MAX_WHOLE_ANSWER_BYTES);
    expect(full.body).toBe(await oldAnswer('full'));
    expect(full.headers.etag).toBeUndefined();
    expect(full.headers['cache-control']).toBe('no-cache');
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8');

    const gzipped = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(full.body);

    const summary = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.blogAll}?view=summary` });
    expect(summary.body).toBe(await oldAnswer('summary'));
    expect(summary.headers.etag).toMatch(/^"/);
    const again = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.blogAll}?view=summary`, headers: { 'if-none-match': String(summary.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('streams every blog to the admin, drafts included, as the old answer', async () => {
    await seed();
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminBlogs, headers: asAdmin(await adminToken(ctx)) });
    expect(response.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
    expect(rows).toHaveLength(POSTS);
    expect(response.body).toBe(JSON.stringify({ success: true, blogs: rows.map((row) => toAdminBlog(row, TEST_PUBLIC_API_URL)) }));
  });

  it('pages the sitemap’s stamps from any offset as one query would list them', async () => {
    await seed();
    const oneQuery = await ctx.database.db
      .select({ id: blogs.id, createdAt: blogs.createdAt, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(eq(blogs.isPublished, true))
      .orderBy(desc(blogs.createdAt), desc(blogs.id));
    for (const [offset, limit] of [[0, 1000], [5, 30], [13, 7], [oneQuery.length - 3, 10]] as const) {
      const paged = [];
      for await (const page of publishedStampPages(ctx.database.db, offset, limit, 7)) paged.push(...page);
      expect(paged).toEqual(oneQuery.slice(offset, offset + limit));
    }
  });
});
