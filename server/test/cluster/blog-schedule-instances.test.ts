// A post scheduled through one of three API instances on one PostgreSQL database, each running its
// scheduler (issue 34, docs/decisions/0077): it goes live exactly once (one firing logged among the
// three, one version bump), not before its time, dated at it, and every instance shows it after.
import { API_PATHS, type BlogPageResponse, type BlogSourceResponse } from '@studyhub/shared-api/contract';
import { and, eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { FRESHNESS_WINDOW_MS } from '../../src/blogs/cache-freshness.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { auditLog, blogs } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { makeTestDataDir, removeDir, resetTables, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';

const INTERVAL_MS = 200;
const FIRED = 'scheduled post published';

describe.skipIf(TEST_DRIVER === 'pglite')('a schedule with three instances', () => {
  let dir: string;
  const databases: Database[] = [];
  const apps: App[] = [];
  const logs = [captureLog(), captureLog(), captureLog()];

  beforeAll(async () => {
    dir = await makeTestDataDir();
    const config = { ...testConfig(dir), schedulerIntervalMs: INTERVAL_MS, logLevel: 'info' as const };
    for (const log of logs) {
      const database = await openDatabase(config);
      databases.push(database);
      apps.push(await buildApp({ config, database, logStream: log.stream }));
    }
    await resetTables(databases[0]!.db);
    await Promise.all(apps.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await removeDir(dir);
  });

  const stored = async (id: string) => (await databases[0]!.db.select().from(blogs).where(eq(blogs.id, id)))[0]!;
  const pageStatus = async (app: App, id: string) => (await app.inject({ method: 'GET', url: API_PATHS.blogById.replace(':id', id) })).statusCode;
  const firstListed = async (app: App) => (await app.inject({ method: 'GET', url: `${API_PATHS.blogList}?sort=newest` })).json<BlogPageResponse>().blogs[0]?._id;

  it('publishes it once, not before its time, and every instance shows it', async () => {
    await insertBlog(databases[0]!.db, { title: 'Older post', createdAt: new Date(Date.now() - 86_400_000) });
    const id = await insertBlog(databases[0]!.db, { title: 'Three instances', isPublished: false });
    const token = await adminToken({ app: apps[0]!, database: databases[0]!, config: testConfig(dir) });
    // Whole seconds, 6 s ahead: past the route's 5 s margin.
    const publishAt = new Date(Math.ceil((Date.now() + 6_000) / 1000) * 1000);
    const set = await apps[1]!.inject({
      method: 'PUT',
      url: API_PATHS.adminBlogSchedule.replace(':id', id),
      payload: { publishAt: publishAt.toISOString(), baseVersion: 1 },
      headers: asAdmin(token),
    });
    expect(set.statusCode).toBe(200);
    const scheduledVersion = set.json<BlogSourceResponse>().blog.version;

    while (Date.now() < publishAt.getTime() - 250) {
      expect((await stored(id)).isPublished).toBe(false);
      for (const app of apps) expect(await pageStatus(app, id)).toBe(404);
      await sleep(100);
    }
    const start = Date.now();
    while (!(await stored(id)).isPublished && Date.now() - start < 5_000) await sleep(20);
    const liveAfterMs = Date.now() - publishAt.getTime();
    // Every timer has looked again a few times since: a second firing would have shown by now.
    await sleep(4 * INTERVAL_MS + FRESHNESS_WINDOW_MS);

    const row = await stored(id);
    expect(row).toMatchObject({ isPublished: true, publishAt: null, createdAt: publishAt, version: scheduledVersion + 1 });
    const firings = logs.map((log) => log.lines.filter((line) => line.msg === FIRED && line.blogId === id).length);
    console.log(`[schedule, three instances] live ${liveAfterMs} ms after its time; firings per instance ${JSON.stringify(firings)}`);
    expect(firings.reduce((sum, count) => sum + count, 0)).toBe(1);
    // One audit entry too, the scheduler's, written by the instance that published it (decision 0083).
    const audited = await databases[0]!.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'post.publish')));
    expect(audited).toEqual([expect.objectContaining({ actorId: null, actorName: 'Scheduler', targetType: 'post' })]);
    expect(liveAfterMs).toBeLessThanOrEqual(INTERVAL_MS * 1.2 + 1_000);
    for (const app of apps) {
      expect(await pageStatus(app, id)).toBe(200);
      expect(await firstListed(app)).toBe(id);
    }
  });
});
