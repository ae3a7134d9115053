// An edit saved through one API instance, read through another on the same PostgreSQL database and
// through the shell's host in front of it (issue 34, docs/decisions/0073): every cached read of the
// other instance, and the page's head, show it at once; a save through the other instance from the
// old version is refused.
import {
  API_PATHS,
  BLOG_EDIT_MESSAGES,
  type BlogPageResponse,
  type BlogResponse,
  type BlogSourceResponse,
  type SearchResponse,
} from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { FRESHNESS_WINDOW_MS } from '../../src/blogs/cache-freshness.ts';
import type { AppConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { crawl, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { makeTestDataDir, removeDir, resetTables, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';

/** Room for the one generation query and the reload it triggers, on a loaded test machine. */
const ONE_QUERY_MS = 50;
/** How long the shell's host reuses a blog's head before revalidating it (blog-source.ts). */
const HEAD_FRESH_MS = 100;
const GIVE_UP_MS = 3000;

describe.skipIf(TEST_DRIVER === 'pglite')('an edit seen through another instance', () => {
  let dir: string;
  let root: string;
  let config: AppConfig;
  let databases: Database[] = [];
  let a: App;
  let b: App;
  let shell: Awaited<ReturnType<typeof startShellHost>>;

  beforeAll(async () => {
    dir = await makeTestDataDir();
    config = testConfig(dir);
    databases = [await openDatabase(config), await openDatabase(config)];
    [a, b] = [await buildApp({ config, database: databases[0]! }), await buildApp({ config, database: databases[1]! })];
    root = await miniatureShellBuild();
    // The host asks instance B for heads, as a host behind the balancer may.
    shell = await startShellHost(root, { apiUrl: await b.listen({ port: 0, host: '127.0.0.1' }) });
  });
  afterAll(async () => {
    await databases[0]?.db.execute(sql`ALTER TABLE blogs ENABLE TRIGGER blogs_changed_notify`);
    await shell?.host.close();
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(databases.map((database) => database.close()));
    await removeDir(dir);
    await removeDir(root);
  });

  const get = (app: App, url: string) => app.inject({ method: 'GET', url });

  /** Milliseconds from `start` until `shows` holds, polled every 2 ms. */
  async function msUntil(shows: () => Promise<boolean>, start: number): Promise<number> {
    while (performance.now() - start < GIVE_UP_MS) {
      if (await shows()) return performance.now() - start;
      await sleep(2);
    }
    return Infinity;
  }

  /** A published post, B's caches and the host's head filled with it, and an admin session. */
  async function postReadEverywhere(title: string) {
    await resetTables(databases[0]!.db);
    const id = await insertBlog(databases[0]!.db, { title, description: '<p>Visit every vertex level by level.</p>' });
    const token = await adminToken({ app: a, database: databases[0]!, config });
    const open = async (app: App) =>
      (await app.inject({ method: 'GET', url: API_PATHS.adminBlog.replace(':id', id), headers: asAdmin(token) })).json<BlogSourceResponse>().blog;
    const save = async (app: App, blog: unknown) => {
      const body = await multipart([['blog', JSON.stringify(blog)]]);
      return app.inject({ method: 'PUT', url: API_PATHS.adminBlog.replace(':id', id), payload: body.payload, headers: { ...body.headers, ...asAdmin(token) } });
    };
    // Routes compiled and the direct insert past B's window, so only the save itself is measured.
    await save(a, {});
    await sleep(FRESHNESS_WINDOW_MS + 20);
    const reads = {
      post: API_PATHS.blogById.replace(':id', id),
      page: `${API_PATHS.blogList}?sort=newest`,
      search: `${API_PATHS.search}?q=topological`,
      rss: API_PATHS.siteRss,
      sitemap: API_PATHS.siteSitemap,
    };
    for (const url of Object.values(reads)) expect((await get(b, url)).statusCode).toBe(200);
    expect((await crawl(`${shell.url}/blog/${id}`)).title).toBe(`${title} · StudyHub`);
    return { id, open, save, reads };
  }

  it('shows a save through A in every read of B and in the head B serves the host, at once', async () => {
    const { id, open, save, reads } = await postReadEverywhere('Graph algorithms');
    const source = await open(a);
    const changes = { title: 'Topological order', description: '<p>Topological sorting orders a DAG.</p>' };

    const saved = await save(a, { ...changes, subTitle: 'Edited', category: 'CSE', isPublished: true, baseVersion: source.version });
    const acked = performance.now();
    expect(saved.statusCode).toBe(200);
    const { updatedAt } = saved.json<BlogSourceResponse>().blog;

    const waits = {
      post: await msUntil(async () => (await get(b, reads.post)).json<BlogResponse>().blog.title === changes.title, acked),
      page: await msUntil(async () => (await get(b, reads.page)).json<BlogPageResponse>().blogs[0]?.title === changes.title, acked),
      search: await msUntil(async () => (await get(b, reads.search)).json<SearchResponse>().blogs[0]?._id === id, acked),
      rss: await msUntil(async () => (await get(b, reads.rss)).body.includes(`<title>${changes.title}</title>`), acked),
      sitemap: await msUntil(async () => (await get(b, reads.sitemap)).body.includes(`<lastmod>${updatedAt}</lastmod>`), acked),
    };
    const head = await msUntil(async () => {
      const page = await crawl(`${shell.url}/blog/${id}`);
      return page.title === `${changes.title} · StudyHub` && page.jsonLd[0]?.dateModified === updatedAt && page.meta('article:modified_time') === updatedAt;
    }, acked);
    console.log(`[edit across instances] B shows A's save after ${JSON.stringify(Object.fromEntries(Object.entries(waits).map(([k, v]) => [k, Math.round(v)])))} ms; the host's head after ${head.toFixed(0)} ms`);
    for (const ms of Object.values(waits)) expect(ms).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS + ONE_QUERY_MS);
    expect(head).toBeLessThanOrEqual(HEAD_FRESH_MS + FRESHNESS_WINDOW_MS + ONE_QUERY_MS);
  });

  it('shows it within the freshness window when the NOTIFY is lost', async () => {
    const { open, save, reads } = await postReadEverywhere('Lost notification');
    await databases[0]!.db.execute(sql`ALTER TABLE blogs DISABLE TRIGGER blogs_changed_notify`);
    try {
      const source = await open(a);
      const saved = await save(a, { title: 'Found anyway', subTitle: 'Edited', description: source.description, category: 'CSE', isPublished: true, baseVersion: source.version });
      const acked = performance.now();
      expect(saved.statusCode).toBe(200);
      const ms = await msUntil(async () => (await get(b, reads.post)).json<BlogResponse>().blog.title === 'Found anyway', acked);
      expect(ms).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS + ONE_QUERY_MS);
    } finally {
      await databases[0]!.db.execute(sql`ALTER TABLE blogs ENABLE TRIGGER blogs_changed_notify`);
    }
  });

  it(`refuses through B a save opened before A's, with "${BLOG_EDIT_MESSAGES.conflict}"`, async () => {
    const { open, save, reads } = await postReadEverywhere('Two editors');
    const [throughA, throughB] = [await open(a), await open(b)];
    const fields = (title: string) => ({ title, subTitle: 'Edited', description: throughA.description, category: 'CSE', isPublished: true });
    expect((await save(a, { ...fields('Saved through A'), baseVersion: throughA.version })).statusCode).toBe(200);

    const stale = await save(b, { ...fields('Saved through B'), baseVersion: throughB.version });

    expect([stale.statusCode, stale.json()]).toEqual([409, { success: false, message: BLOG_EDIT_MESSAGES.conflict }]);
    expect((await get(b, reads.post)).json<BlogResponse>().blog.title).toBe('Saved through A');
  });
});
