import { API_PATHS, type BlogListResponse } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { blogs } from '../../src/db/schema.ts';
import { brotliOptions, gzipOptions } from '../../src/http/cached-body.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { makeTestDataDir, removeDir, resetTables, TEST_DRIVER, testConfig, useTestApp } from '../helpers/test-app.ts';

const detailUrl = (id: string) => API_PATHS.blogById.replace(':id', id);
const titles = (body: string) => (JSON.parse(body) as BlogListResponse).blogs.map((blog) => blog.title);

describe('cached public reads: the list and a blog', () => {
  const ctx = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it.each([API_PATHS.blogAll, `${API_PATHS.blogAll}?view=summary`])('%s has a strong ETag and answers 304 to it', async (url) => {
    await insertBlog(ctx.database.db, { title: 'Cached' });
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('Accept-Encoding');

    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  // The finding (issue 35): the cached reads set `Vary: Accept-Encoding` over the `Vary: Origin`
  // of CORS while answering with the caller's origin, so a shared cache could hand one site's
  // `Access-Control-Allow-Origin` to another.
  it('keeps Origin in Vary beside Accept-Encoding on every cached read, 200 and 304, while echoing the origin', async () => {
    const id = await insertBlog(ctx.database.db, { title: 'Varied' });
    const [origin] = ctx.config.corsOrigins;
    const urls = [
      API_PATHS.blogAll,
      `${API_PATHS.blogList}?sort=newest`,
      `${API_PATHS.search}?q=varied`,
      detailUrl(id),
      API_PATHS.siteRss,
      API_PATHS.siteSitemap,
      API_PATHS.siteRobots,
    ];
    for (const url of urls) {
      const first = await get(url, { origin: origin!, 'accept-encoding': 'br' });
      const revalidated = await get(url, { origin: origin!, 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      for (const [label, response] of [['200', first], ['304', revalidated]] as const) {
        expect(response.headers['access-control-allow-origin'], `${url} ${label}`).toBe(origin);
        const vary = String(response.headers.vary).toLowerCase().split(/\s*,\s*/);
        expect(vary, `${url} ${label}`).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
        expect(new Set(vary).size, `${url} ${label}: each field once`).toBe(vary.length);
      }
      expect(revalidated.statusCode, url).toBe(304);
    }
  });

  it('serves brotli and gzip that decode to the identical JSON, each with its own validator', async () => {
    await insertBlog(ctx.database.db, { title: 'Compressed', description: `<p>${'word '.repeat(500)}</p>` });
    const plain = await get(API_PATHS.blogAll);
    const br = await get(API_PATHS.blogAll, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(API_PATHS.blogAll, { 'accept-encoding': 'gzip;q=1, br;q=0' });

    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // Any representation's validator revalidates, whatever encoding is asked for now.
    expect((await get(API_PATHS.blogAll, { 'accept-encoding': 'br', 'if-none-match': String(gz.headers.etag) })).statusCode).toBe(304);
  });

  it('compresses a search answer, mostly asked once, fast; the list, asked until the next write, thoroughly (decision 0065)', async () => {
    await insertBlog(ctx.database.db, { title: 'Compressed graphs', description: `<p>${'graph words '.repeat(300)}</p>` });
    for (const [url, compression] of [[`${API_PATHS.search}?q=graphs`, 'fast'], [API_PATHS.blogAll, 'thorough']] as const) {
      const plain = (await get(url)).rawPayload;
      const br = await get(url, { 'accept-encoding': 'br' });
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(br.rawPayload.equals(brotliCompressSync(plain, brotliOptions(plain.length, compression)))).toBe(true);
      expect(gz.rawPayload.equals(gzipSync(plain, gzipOptions(compression)))).toBe(true);
    }
  });

  it('shows every API write at once: the answer to the write comes after the cache is dropped', async () => {
    const id = await insertBlog(ctx.database.db, { title: 'Toggled' });
    const token = await adminToken(ctx);
    const before = await get(API_PATHS.blogAll);
    expect(titles(before.body)).toEqual(['Toggled']);
    expect((await get(detailUrl(id))).statusCode).toBe(200);

    await ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id }, headers: asAdmin(token) });

    const after = await get(API_PATHS.blogAll, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(titles(after.body)).toEqual([]);
    expect((await get(detailUrl(id))).statusCode).toBe(404);
    // The admin still previews the draft, which is never served from the public cache.
    const preview = await get(detailUrl(id), asAdmin(token));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ blog: { title: 'Toggled', isPublished: false } });
  });

  it("notices an operator's direct SQL change through the database's notification", async () => {
    const id = await insertBlog(ctx.database.db, { title: 'Before' });
    expect(titles((await get(API_PATHS.blogAll)).body)).toEqual(['Before']);
    await ctx.database.db.update(blogs).set({ title: 'After' }).where(eq(blogs.id, id));
    await expect.poll(async () => titles((await get(API_PATHS.blogAll)).body)).toEqual(['After']);
    await expect.poll(async () => (await get(detailUrl(id))).json()).toMatchObject({ blog: { title: 'After' } });
  });
});

describe.runIf(TEST_DRIVER === 'postgres')('two API processes on one PostgreSQL database', () => {
  it("drops one process's cached list when the other writes", async () => {
    const dir = await makeTestDataDir();
    const config = testConfig(dir);
    const [databaseA, databaseB] = [await openDatabase(config), await openDatabase(config)];
    const [a, b] = [await buildApp({ config, database: databaseA }), await buildApp({ config, database: databaseB })];
    try {
      await resetTables(databaseA.db);
      const id = await insertBlog(databaseA.db, { title: 'Shared' });
      expect(titles((await a.inject({ method: 'GET', url: API_PATHS.blogAll })).body)).toEqual(['Shared']);
      const token = await adminToken({ app: b, database: databaseB, config });
      const deleted = await b.inject({ method: 'POST', url: API_PATHS.blogDelete, payload: { id }, headers: asAdmin(token) });
      expect(deleted.statusCode).toBe(200);
      await expect.poll(async () => titles((await a.inject({ method: 'GET', url: API_PATHS.blogAll })).body)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([databaseA.close(), databaseB.close()]);
      await removeDir(dir);
    }
  });
});
