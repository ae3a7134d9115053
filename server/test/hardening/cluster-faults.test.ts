// Faults behind the balancer, under mixed read and comment load (issue 17; docs/decisions/0037):
// an instance killed outright, every instance restarted in turn, Redis killed and started again.
// Acknowledged comments are checked in the database afterwards: each stored exactly once.
import { API_PATHS, type BlogSummary } from '@studyhub/shared-api/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJOIN_WAIT_MS } from '../../src/nginx/nginx-config.ts';
import { API_UNAVAILABLE } from '../../src/nginx/nginx-locations.ts';
import { LIMITS_UNAVAILABLE_MESSAGE } from '../../src/http/limits-unavailable.ts';
import { CLUSTER_AVAILABLE, type TestCluster, startTestCluster } from '../helpers/test-cluster.ts';
import { FULL, SEED } from './hardening-config.ts';
import { type LoadResult, mixedLoad, storedComments } from './mixed-load.ts';
import { NO_RATE_LIMITS } from './server-process.ts';

/** Load around each fault: a short sample in `npm test`, longer and busier in test:hardening. */
const LOAD = FULL ? { workers: 32, settleMs: 10_000 } : { workers: 8, settleMs: 1_500 };

describe.skipIf(!CLUSTER_AVAILABLE)('faults behind nginx, under load', () => {
  let cluster: TestCluster;
  let blogId: string;
  beforeAll(async () => {
    cluster = await startTestCluster({ env: NO_RATE_LIMITS });
    const { blogs } = (await (await fetch(`${cluster.url}${API_PATHS.blogList}`)).json()) as { blogs: BlogSummary[] };
    blogId = blogs[0]!._id;
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  });

  /** Runs `fault` between two stretches of load; returns what the clients saw. */
  async function underLoad(tag: string, fault: () => Promise<void>): Promise<LoadResult> {
    const load = mixedLoad(cluster.url, { blogId, workers: LOAD.workers, tag: `${tag}-${SEED}` });
    await sleep(LOAD.settleMs);
    await fault();
    await sleep(LOAD.settleMs);
    const result = await load.stop();
    expect(result.reads).toBeGreaterThan(0);
    // Nothing acknowledged is lost or doubled.
    const stored = await storedComments(process.env.DATABASE_URL!, `${tag}-${SEED}`);
    expect(result.acknowledged.filter((content) => stored.get(content) !== 1)).toEqual([]);
    expect([...stored.values()].filter((copies) => copies !== 1)).toEqual([]);
    return result;
  }

  it('restarts every instance in turn (SIGTERM) without failing a request', async () => {
    const pids = cluster.instancePorts.map((_, index) => cluster.instance(index).child.pid);
    const result = await underLoad('rolling', async () => {
      for (const index of cluster.instancePorts.keys()) await cluster.restartInstance(index);
    });
    expect(result.failures).toEqual([]);
    expect(cluster.instancePorts.map((_, index) => cluster.instance(index).child.pid)).not.toEqual(pids);
  }, 180_000);

  it('keeps reading through a kill -9 of an instance; a comment in flight fails clearly, and the instance comes back', async () => {
    const crashed = cluster.instance(0);
    const result = await underLoad('crash', async () => {
      await cluster.crashInstance(0);
      // The supervisor starts it again; nginx tries it once its fail_timeout is over.
      await waitFor(async () => cluster.instance(0) !== crashed && (await fetch(`http://127.0.0.1:${cluster.instancePorts[0]}/api/health`).then((r) => r.ok, () => false)));
      await sleep(REJOIN_WAIT_MS);
    });
    expect(result.failures.filter((failure) => failure.kind === 'read')).toEqual([]);
    // At most the comments in flight at the kill, each a 503 that says what happened.
    expect(result.failures.length).toBeLessThanOrEqual(LOAD.workers);
    expect(result.failures.filter((failure) => failure.status !== 503 || failure.message !== API_UNAVAILABLE)).toEqual([]);
    // It takes traffic again: with the other instance stopped, the site still answers.
    await cluster.stopInstance(1);
    expect((await fetch(`${cluster.url}${API_PATHS.blogList}`)).status).toBe(200);
    await cluster.startInstance(1);
  }, 180_000);

  it('keeps reading while Redis is down, refuses comments clearly, and recovers by itself', async () => {
    const pids = cluster.instancePorts.map((_, index) => cluster.instance(index).child.pid);
    const result = await underLoad('redis', async () => {
      await cluster.redis.kill();
      await sleep(LOAD.settleMs);
      await cluster.redis.start();
      // Comments are taken again without restarting anything (the client reconnects within a second or two).
      await waitFor(async () => (await comment()).status === 200);
    });
    expect(result.failures.filter((failure) => failure.kind === 'read')).toEqual([]);
    expect(result.failures.length).toBeGreaterThan(0);
    expect(result.failures.filter((failure) => failure.status !== 503 || failure.message !== LIMITS_UNAVAILABLE_MESSAGE)).toEqual([]);
    expect(cluster.instancePorts.map((_, index) => cluster.instance(index).child.pid)).toEqual(pids);
  }, 180_000);

  const comment = () =>
    fetch(`${cluster.url}${API_PATHS.blogAddComment}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blog: blogId, name: 'Probe', content: `probe ${Date.now()}` }),
    });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}
