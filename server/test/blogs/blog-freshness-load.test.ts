// Two real API processes on one PostgreSQL database, NOTIFY on, 20 connections reading B's
// listing: how long after A acknowledges a write does B's listing show it (docs/decisions/0036)?
import autocannon from 'autocannon';
import { API_PATHS, type BlogPageResponse } from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESHNESS_WINDOW_MS } from '../../src/blogs/cache-freshness.ts';
import { type Database, openDatabase, rowsOf } from '../../src/db/client.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { makeTestDataDir, removeDir, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';
import { killAll, login, spawnServer, storageForDriver } from '../hardening/server-process.ts';

const WRITES = 10;
const CONNECTIONS = 20;
const GIVE_UP_MS = 2000;
/** Room for the one generation query and the reload it triggers, on a loaded test machine. */
const ONE_QUERY_MS = 50;
const log = (line: string) => console.log(`[freshness under load] ${line}`);

const dirs: string[] = [];
let database: Database | undefined;
afterAll(async () => {
  await killAll();
  await database?.close();
  await Promise.all(dirs.map(removeDir));
});

/** Scans of the one-row generation table in this database: its checks, plus one per write. */
async function generationScans(db: Database['db']): Promise<number> {
  // Statistics are per transaction snapshot and flushed by each backend within about a second.
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const [row] = await rowsOf<{ scans: string }>(db, sql`select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables where relname = 'blog_generation'`);
  return Number(row?.scans ?? 0);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

interface Servers {
  baseA: string;
  baseB: string;
  token: string;
  db: Database['db'];
}

/** Publishes `WRITES` drafts through A while B is read; for each, the delay until a request to B's listing shows it. */
async function measure({ baseA, baseB, token, db }: Servers, label: string): Promise<number[]> {
  const drafts: string[] = [];
  for (let n = 0; n < WRITES; n++) drafts.push(await insertBlog(db, { title: `${label} draft ${n}`, isPublished: false }));
  const listUrl = `${baseB}${API_PATHS.blogList}?limit=48`;
  const shows = async (id: string) => ((await (await fetch(listUrl)).json()) as BlogPageResponse).blogs.some((blog) => blog._id === id);

  let loadResult: autocannon.Result | undefined;
  const load = autocannon({ url: listUrl, connections: CONNECTIONS, duration: 25 }, (_error, result) => (loadResult = result));
  const loadDone = new Promise<void>((resolve) => load.on('done', () => resolve()));
  // Past the statistics' flush delay, so the count below covers the writes' period only.
  await sleep(1100);
  const scansBefore = await generationScans(db);
  const loadStart = performance.now();

  const delays: number[] = [];
  const answered: number[] = [];
  for (const id of drafts) {
    // Writes land anywhere in B's window, not in step with it.
    await sleep(50 + Math.random() * 150);
    const toggled = await fetch(`${baseA}${API_PATHS.blogTogglePublish}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    expect(toggled.status).toBe(200);
    const acked = performance.now();
    let sent = performance.now();
    while (!(await shows(id)) && sent - acked < GIVE_UP_MS) {
      await sleep(2);
      sent = performance.now();
    }
    // The bound is on requests made after the write: the answer's own time under load is apart.
    delays.push(sent - acked);
    answered.push(performance.now() - acked);
  }
  await sleep(1100); // the servers' statistics reach pg_stat_user_tables
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const scans = (await generationScans(db)) - scansBefore;
  load.stop();
  await loadDone;

  const sorted = [...delays].sort((x, y) => x - y);
  const sortedAnswered = [...answered].sort((x, y) => x - y);
  log(`${label}: A's ack → first request to B that shows the write: max ${sorted.at(-1)!.toFixed(1)} ms, median ${percentile(sorted, 0.5).toFixed(1)} ms (${delays.map((ms) => ms.toFixed(0)).join(', ')})`);
  log(`${label}: A's ack → that answer received: max ${sortedAnswered.at(-1)!.toFixed(1)} ms, median ${percentile(sortedAnswered, 0.5).toFixed(1)} ms`);
  log(`${label}: B served ${loadResult?.requests.total} requests in ${loadResult?.duration} s, ${loadResult?.non2xx} non-2xx, p99 ${loadResult?.latency.p99} ms`);
  log(`${label}: generation table scans ${scans} in ${loadSeconds.toFixed(1)} s (${((scans - WRITES) / loadSeconds).toFixed(1)} checks/s after the writes' ${WRITES} updates; statistics flush lag makes it approximate)`);
  expect(loadResult?.non2xx).toBe(0);
  // At most one check per window per instance (A reads nothing here), plus the writes' own.
  expect(scans).toBeLessThanOrEqual(Math.ceil(2 * loadSeconds * (1000 / FRESHNESS_WINDOW_MS)) + WRITES + 5);
  return sorted;
}

describe.skipIf(TEST_DRIVER === 'pglite')('bounded freshness across real instances under read load', () => {
  let servers: Servers;
  beforeAll(async () => {
    const storage = await storageForDriver(dirs);
    // One after the other: the first runs the migrations.
    const baseA = await spawnServer(storage).listening;
    const baseB = await spawnServer(storage).listening;
    const dir = await makeTestDataDir();
    dirs.push(dir);
    database = await openDatabase(testConfig(dir));
    for (let n = 0; n < 5; n++) await insertBlog(database.db, { title: `Published ${n}` });
    servers = { baseA, baseB, token: await login(baseA), db: database.db };
  });

  it(`with NOTIFY: B shows each of ${WRITES} writes acknowledged by A within ${FRESHNESS_WINDOW_MS} ms under ${CONNECTIONS} connections`, async () => {
    const delays = await measure(servers, 'NOTIFY on');
    expect(delays.at(-1)).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS);
  });

  it('without NOTIFY: the generation check alone keeps B within the window plus one query', async () => {
    await servers.db.execute(sql`ALTER TABLE blogs DISABLE TRIGGER blogs_changed_notify`);
    try {
      const delays = await measure(servers, 'NOTIFY off');
      expect(delays.at(-1)).toBeLessThanOrEqual(FRESHNESS_WINDOW_MS + ONE_QUERY_MS);
    } finally {
      await servers.db.execute(sql`ALTER TABLE blogs ENABLE TRIGGER blogs_changed_notify`);
    }
  });
});
