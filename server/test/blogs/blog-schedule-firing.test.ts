// A scheduled post before and after its time (issue 34, docs/decisions/0077), on one instance of
// either database: until its time it is in no public read (listing, archive, page, search, feed,
// sitemap, the shell's page head); the instance's scheduler then publishes it once, dated at its
// scheduled time, and every read shows it.
import { API_PATHS, type BlogPageResponse, type SearchResponse } from '@studyhub/shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { createBlogRepository } from '../../src/blogs/blog-repository.ts';
import { createBlogSchedule } from '../../src/blogs/blog-schedule.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { auditLog, blogs } from '../../src/db/schema.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { crawl, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { makeTestDataDir, removeDir, resetTables, testConfig } from '../helpers/test-app.ts';

const INTERVAL_MS = 200;
const TITLE = 'Dijkstra scheduled';

describe('a scheduled post on one instance', () => {
  let dir: string;
  let root: string;
  let database: Database;
  let app: App;
  let shell: Awaited<ReturnType<typeof startShellHost>>;

  beforeAll(async () => {
    dir = await makeTestDataDir();
    const config = { ...testConfig(dir), schedulerIntervalMs: INTERVAL_MS };
    database = await openDatabase(config);
    await resetTables(database.db);
    app = await buildApp({ config, database });
    root = await miniatureShellBuild();
    shell = await startShellHost(root, { apiUrl: await app.listen({ port: 0, host: '127.0.0.1' }) });
  });
  afterAll(async () => {
    await shell?.host.close();
    await app?.close();
    await database?.close();
    await removeDir(dir);
    await removeDir(root);
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const stored = async (id: string) => (await database.db.select().from(blogs).where(eq(blogs.id, id)))[0]!;

  /** Where a reader could meet the post: true for each read that shows it. */
  async function seenBy(id: string) {
    const listed = (await get(`${API_PATHS.blogList}?sort=newest`)).json<BlogPageResponse>().blogs;
    const related = (await get(`${API_PATHS.blogList}?category=CSE`)).json<BlogPageResponse>().blogs;
    return {
      listing: listed[0]?._id === id,
      related: related.some((blog) => blog._id === id),
      archive: (await get(API_PATHS.blogAll)).body.includes(id),
      page: (await get(API_PATHS.blogById.replace(':id', id))).statusCode === 200,
      search: (await get(`${API_PATHS.search}?q=dijkstra`)).json<SearchResponse>().blogs.some((blog) => blog._id === id),
      rss: (await get(API_PATHS.siteRss)).body.includes(TITLE),
      sitemap: (await get(API_PATHS.siteSitemap)).body.includes(id),
      head: (await crawl(`${shell.url}/blog/${id}`)).title === `${TITLE} · StudyHub`,
    };
  }
  const nowhere = { listing: false, related: false, archive: false, page: false, search: false, rss: false, sitemap: false, head: false };
  const everywhere = { listing: true, related: true, archive: true, page: true, search: true, rss: true, sitemap: true, head: true };

  it('is in no public read before its time, then goes live once within an interval of it, dated at it', async () => {
    // An older published post, so "first in the listing" means the scheduled date won.
    await insertBlog(database.db, { title: 'Older post', createdAt: new Date(Date.now() - 86_400_000) });
    const publishAt = new Date(Math.ceil((Date.now() + 2_500) / 1000) * 1000);
    const id = await insertBlog(database.db, { title: TITLE, description: '<p>Shortest paths by Dijkstra.</p>', isPublished: false, publishAt });
    app.dropPublicCache();

    expect(await seenBy(id)).toEqual(nowhere);
    while (Date.now() < publishAt.getTime() - 300) {
      expect((await stored(id)).isPublished).toBe(false);
      await sleep(100);
    }
    expect(await seenBy(id)).toEqual(nowhere);

    const start = performance.now();
    while (!(await stored(id)).isPublished && performance.now() - start < 5_000) await sleep(20);
    const row = await stored(id);
    const lateMs = Date.now() - publishAt.getTime();
    console.log(`[schedule, one instance] live ${lateMs} ms after its time`);
    expect(row).toMatchObject({ isPublished: true, publishAt: null, createdAt: publishAt, version: 2 });
    expect(lateMs).toBeLessThanOrEqual(INTERVAL_MS * 1.2 + 1_000);
    // The shell's host remembers a 404 for 5 s (blog-source.ts's missingMs): the head follows within it.
    const headStart = performance.now();
    while ((await crawl(`${shell.url}/blog/${id}`)).title !== `${TITLE} · StudyHub` && performance.now() - headStart < 6_000) await sleep(100);
    expect(await seenBy(id)).toEqual(everywhere);
  });

  it('publishes a due post once, whoever looks again, and leaves a post not yet due alone', async () => {
    await resetTables(database.db);
    const schedule = createBlogSchedule(database.db, createBlogRepository(database.db, 'http://api.test', database.prepared));
    const due = await insertBlog(database.db, { isPublished: false, publishAt: new Date(Date.now() - 1_000) });
    const later = await insertBlog(database.db, { isPublished: false, publishAt: new Date(Date.now() + 3_600_000) });
    const plainDraft = await insertBlog(database.db, { isPublished: false });

    // Two looks at once, as two instances' timers may, racing the app's own timer on this
    // database (which may win: CI saw it): at most one of ours publishes it, and version 2 says
    // exactly one publish happened in all.
    const fired = (await Promise.all([schedule.publishDue(), schedule.publishDue(), sleep(3 * INTERVAL_MS).then(() => schedule.publishDue())])).flat();

    expect(fired.map((post) => post.id).filter((id) => id === due).length).toBeLessThanOrEqual(1);
    expect(await stored(due)).toMatchObject({ isPublished: true, publishAt: null, version: 2 });
    expect(await stored(later)).toMatchObject({ isPublished: false, version: 1 });
    expect((await stored(plainDraft)).isPublished).toBe(false);
    // Audited once, by whichever look published it, as the scheduler's: no account did it (decision 0083).
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, due));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'post.publish', actorId: null, actorName: 'Scheduler', targetType: 'post', detail: JSON.stringify({ scheduledFor: (await stored(due)).createdAt.toISOString() }), address: null }),
    ]);
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('does not touch the blogs table when nothing is due: no generation bump, no NOTIFY', async () => {
    await resetTables(database.db);
    await insertBlog(database.db, { isPublished: false, publishAt: new Date(Date.now() + 3_600_000) });
    const generation = async () => (await database.db.execute(sql`select generation from blog_generation`)) as unknown as { rows: { generation: string | number }[] };
    const before = Number((await generation()).rows[0]?.generation);
    await sleep(3 * INTERVAL_MS);
    expect(Number((await generation()).rows[0]?.generation)).toBe(before);
  });
});
