// Mixed public reads and comment posts at many connections against the real server: no errors,
// 429 only from the comment limit and exactly at it, p99 reported, memory back near its start.
import autocannon from 'autocannon';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir, TEST_DRIVER } from '../helpers/test-app.ts';
import { FULL, HARDENING } from './hardening-config.ts';
import { killAll, login, spawnServer, storageForDriver } from './server-process.ts';

/** The comment limit the run is held to: comments really get written, then the limiter acts. */
const COMMENT_LIMIT = FULL ? 1500 : 60;
const SEEDED_COMMENTS = 10;
const log = (line: string) => console.log(`[load ${TEST_DRIVER}] ${line}`);

const dirs: string[] = [];
afterAll(async () => {
  await killAll();
  await Promise.all(dirs.map(removeDir));
});

/** Resident memory of a process in MB (Linux /proc), or undefined elsewhere. */
function residentMb(pid: number): number | undefined {
  const file = `/proc/${pid}/status`;
  if (!existsSync(file)) return undefined;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(file, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : undefined;
}

async function api<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// PGlite is what `npm start` runs; the short run loads it only, the full run both databases.
describe.skipIf(TEST_DRIVER === 'postgres' && !FULL)(`load on ${TEST_DRIVER}`, () => {
  it(`${HARDENING.loadSeconds} s of mixed reads and comment posts at ${HARDENING.loadConnections} connections`, async () => {
    const storage = await storageForDriver(dirs);
    // The posts send no browser id, so they would share one browser's allowance: out of reach here,
    // the run is held to the per-address limit.
    const server = spawnServer(storage, { COMMENT_LIMIT_PER_ADDRESS: String(COMMENT_LIMIT), COMMENT_LIMIT_PER_BROWSER: String(1e9), COMMENT_LIMIT_WINDOW_SECONDS: '3600' });
    const baseUrl = await server.listening;
    const token = await login(baseUrl);
    const admin = { authorization: token };
    const json = { 'content-type': 'application/json' };

    for (let n = 0; n < 12; n++) {
      const form = new FormData();
      form.append('blog', JSON.stringify({ title: `Load blog ${n}`, subTitle: 'load', description: `<h2>Load ${n}</h2><p>${'Text '.repeat(200)}</p>`, category: 'CSE', isPublished: true }));
      const cover = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: n * 20, g: 90, b: 160 } } }).png().toBuffer();
      form.append('image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
      await api(baseUrl, '/api/blog/add', { method: 'POST', body: form, headers: admin });
    }
    const { blogs } = await api<{ blogs: { _id: string; image: string }[] }>(baseUrl, '/api/blog/all');
    const ids = blogs.map((blog) => blog._id);
    const media = blogs.map((blog) => new URL(blog.image).pathname);
    for (let n = 0; n < SEEDED_COMMENTS; n++) {
      await api(baseUrl, '/api/blog/add-comment', { method: 'POST', headers: json, body: JSON.stringify({ blog: ids[0], name: `Reader ${n}`, content: `Seeded ${n}` }) });
    }
    const { comments } = await api<{ comments: { _id: string }[] }>(baseUrl, '/api/admin/comments', { headers: admin });
    for (const { _id } of comments) await api(baseUrl, '/api/admin/approve-comment', { method: 'POST', headers: { ...json, ...admin }, body: JSON.stringify({ id: _id }) });

    let next = 0;
    const rotate = <T>(items: readonly T[]) => items[next++ % items.length]!;
    const statuses = new Map<string, Map<number, number>>();
    const tally = (name: string) => (status: number) => {
      const counts = statuses.get(name) ?? new Map<number, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      statuses.set(name, counts);
    };
    const reads: autocannon.Request[] = [
      { method: 'GET', path: '/api/blog/all?view=summary', onResponse: tally('list summary') },
      { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/blog/${rotate(ids)}` }), onResponse: tally('blog') },
      { method: 'POST', headers: json, setupRequest: (request) => ({ ...request, body: JSON.stringify({ blogId: rotate(ids) }) }), path: '/api/blog/comments', onResponse: tally('comments') },
      { method: 'GET', setupRequest: (request) => ({ ...request, path: rotate(media) }), onResponse: tally('cover') },
      { method: 'GET', path: '/api/site', onResponse: tally('site') },
      { method: 'GET', path: '/api/blog/all', onResponse: tally('list full') },
    ];
    const post: autocannon.Request = {
      method: 'POST',
      path: '/api/blog/add-comment',
      headers: json,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ blog: rotate(ids), name: 'Load tester', content: `Under load ${next}` }) }),
      onResponse: tally('post comment'),
    };

    // Warm up (JIT, caches, pools), then take the memory baseline.
    await autocannon({ url: baseUrl, connections: 10, duration: 3, requests: reads });
    statuses.clear();
    const baseline = residentMb(server.pid);

    const result = await autocannon({
      url: baseUrl,
      connections: HARDENING.loadConnections,
      duration: HARDENING.loadSeconds,
      requests: [...reads.slice(0, 3), post, ...reads.slice(3)],
    });
    const peak = residentMb(server.pid);
    const summary = [...statuses].map(([name, counts]) => `${name} ${[...counts].map(([status, count]) => `${status}×${count}`).join(' ')}`);
    log(
      `${result.requests.total} requests in ${HARDENING.loadSeconds} s at ${HARDENING.loadConnections} connections ` +
        `(${Math.round(result.requests.average)} req/s): latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
    log(summary.join('; '));

    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    for (const [name, counts] of statuses) {
      if (name === 'post comment') continue;
      expect([...counts.keys()], name).toEqual([200]);
    }
    // The limiter lets exactly its budget through, then answers 429 and nothing else.
    const posts = statuses.get('post comment') ?? new Map<number, number>();
    const sent = [...posts.values()].reduce((sum, count) => sum + count, 0);
    const budget = COMMENT_LIMIT - SEEDED_COMMENTS;
    expect(posts.get(200), 'comments accepted').toBe(Math.min(sent, budget));
    expect(posts.get(429) ?? 0, 'comments limited').toBe(Math.max(0, sent - budget));
    const { data } = await api<{ data: { comments: number } }>(baseUrl, '/api/admin/dashboard', { headers: admin });
    expect(data.comments, 'comments stored').toBe(SEEDED_COMMENTS + Math.min(sent, budget));

    if (baseline !== undefined) {
      // Bounded wait for the garbage collector to hand memory back; the check is on the value.
      let after = residentMb(server.pid)!;
      for (let waited = 0; waited < 30 && after > baseline * 1.2; waited++) {
        await sleep(1000);
        after = residentMb(server.pid)!;
      }
      log(`memory: ${baseline.toFixed(0)} MB before, ${peak?.toFixed(0)} MB at the end of the load, ${after.toFixed(0)} MB after`);
      expect(after, 'resident memory within 20% of its start').toBeLessThanOrEqual(baseline * 1.2);
    } else {
      log('memory: /proc not available, not measured');
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, (HARDENING.loadSeconds + 180) * 1000);
});
