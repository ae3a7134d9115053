// Two API instances on one PostgreSQL database with the NOTIFY trigger disabled (a lost
// notification, every time): the other instance must still serve a write within the freshness
// window plus one generation query (docs/decisions/0036).
import { API_PATHS, type BlogListResponse, type BlogPageResponse } from '@studyhub/shared-api/contract';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { FRESHNESS_WINDOW_MS } from '../../src/blogs/cache-freshness.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, MISSING_IDS } from '../helpers/blog-fixtures.ts';
import { msUntil, useInstancesWithoutNotify } from '../helpers/instances-without-notify.ts';
import { resetTables, TEST_DRIVER } from '../helpers/test-app.ts';

/** Room for the one generation query and the reload it triggers, on a loaded test machine. */
const ONE_QUERY_MS = 50;

describe.skipIf(TEST_DRIVER === 'pglite')('bounded freshness across instances without NOTIFY', () => {
  const pair = useInstancesWithoutNotify('blogs', 'blogs_changed_notify');

  const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  /**
   * A published blog, and the delete through A that the test times: the route is warmed first (a
   * first request compiles it) and B's window has passed, so only the delete itself is measured.
   * The delete resolves with the moment A acknowledged it.
   */
  async function blogToDelete(title: string) {
    const { a, database, config } = pair;
    await resetTables(database.db);
    const id = await insertBlog(database.db, { title });
    const token = await adminToken({ app: a, database, config });
    const remove = (blogId: string) => a.inject({ method: 'POST', url: API_PATHS.blogDelete, payload: { id: blogId }, headers: asAdmin(token) });
    await remove(MISSING_IDS[0][1]);
    await sleep(FRESHNESS_WINDOW_MS + 20);
    const deleteThroughA = async () => {
      expect((await remove(id)).statusCode).toBe(200);
      return performance.now();
    };
    return { id, deleteThroughA };
  }

  it("serves A's acknowledged publish from B's list, page and revalidation within the window", async () => {
    const { a, b, database, config } = pair;
    await resetTables(database.db);
    const id = await insertBlog(database.db, { title: 'Fresh everywhere', isPublished: false });
    await insertBlog(database.db, { title: 'Already out' });
    const pageUrl = `${API_PATHS.blogList}?sort=newest`;
    const token = await adminToken({ app: a, database, config });
    // A first request compiles the route: without it the write would outlast B's window.
    await a.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id: MISSING_IDS[0][1] }, headers: asAdmin(token) });
    // Let the direct inserts pass the window, then fill B's cache and make sure it answers from it:
    // B's check is then as recent as can be, and A's write lands in the middle of B's window.
    await sleep(FRESHNESS_WINDOW_MS + 20);
    const before = await get(b, API_PATHS.blogAll);
    const pageBefore = await get(b, pageUrl);
    expect((before.json() as BlogListResponse).blogs.map((blog) => blog.title)).toEqual(['Already out']);
    expect((await get(b, API_PATHS.blogAll, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

    const toggled = await a.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id }, headers: asAdmin(token) });
    expect(toggled.statusCode).toBe(200);
    const acked = performance.now();

    const listMs = await msUntil(async () => (await get(b, API_PATHS.blogAll)).json<BlogListResponse>().blogs.some((blog) => blog._id === id), acked);
    const pageMs = await msUntil(async () => (await get(b, pageUrl)).json<BlogPageResponse>().blogs.some((blog) => blog._id === id), acked);
    const revalidated = await get(b, API_PATHS.blogAll, { 'if-none-match': String(before.headers.etag) });
    const bound = FRESHNESS_WINDOW_MS + ONE_QUERY_MS;
    console.log(`[freshness without NOTIFY] B shows A's write after ${listMs.toFixed(1)} ms (list), ${pageMs.toFixed(1)} ms (page)`);
    expect(listMs).toBeLessThanOrEqual(bound);
    expect(pageMs).toBeLessThanOrEqual(bound);
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(before.headers.etag);
    const pageAfter = await get(b, pageUrl, { 'if-none-match': String(pageBefore.headers.etag) });
    expect(pageAfter.statusCode).toBe(200);
    expect(pageAfter.headers.etag).not.toBe(pageBefore.headers.etag);
    expect((await get(b, API_PATHS.blogById.replace(':id', id))).statusCode).toBe(200);
  });

  it('turns an old ETag into a 200 with a new one within the window after a delete through A', async () => {
    const { b } = pair;
    const { deleteThroughA } = await blogToDelete('Going away');
    const before = await get(b, API_PATHS.blogAll);
    expect((await get(b, API_PATHS.blogAll, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

    const acked = await deleteThroughA();

    const ms = await msUntil(async () => (await get(b, API_PATHS.blogAll, { 'if-none-match': String(before.headers.etag) })).statusCode === 200, acked);
    expect(ms).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS + ONE_QUERY_MS);
    const after = await get(b, API_PATHS.blogAll);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<BlogListResponse>().blogs).toEqual([]);
  });

  it("drops a blog deleted through A from B's RSS feed and sitemap within the window", async () => {
    const { b } = pair;
    const { id, deleteThroughA } = await blogToDelete('Leaving the feed');
    const [rss, sitemap] = [await get(b, API_PATHS.siteRss), await get(b, API_PATHS.siteSitemap)];
    expect(rss.body).toContain(`/blog/${id}<`);
    expect(sitemap.body).toContain(`/blog/${id}<`);

    const acked = await deleteThroughA();

    const gone = (url: string) => async () => !(await get(b, url)).body.includes(`/blog/${id}<`);
    const rssMs = await msUntil(gone(API_PATHS.siteRss), acked);
    const sitemapMs = await msUntil(gone(API_PATHS.siteSitemap), acked);
    expect(rssMs).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS + ONE_QUERY_MS);
    expect(sitemapMs).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS + ONE_QUERY_MS);
    expect((await get(b, API_PATHS.siteRss, { 'if-none-match': String(rss.headers.etag) })).statusCode).toBe(200);
  });
});
