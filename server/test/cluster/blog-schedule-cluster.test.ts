// The done-when of issue 34's scheduling (docs/decisions/0077): three real API processes on
// PostgreSQL behind nginx, each running its scheduler; a post scheduled through the balancer goes
// live once (one version bump, one firing in the three logs), not before its time, on every instance.
import { API_PATHS, type BlogSourceResponse } from '@studyhub/shared-api/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_ADMIN } from '../hardening/server-process.ts';
import { CLUSTER_AVAILABLE, type TestCluster, startTestCluster } from '../helpers/test-cluster.ts';

const INTERVAL_MS = 300;

describe.skipIf(!CLUSTER_AVAILABLE)('a schedule with three instances behind nginx', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster({ instances: 3, env: { SCHEDULER_INTERVAL_MS: String(INTERVAL_MS), LOG_LEVEL: 'info', LOG_FORMAT: 'json' } });
  }, 180_000);
  afterAll(async () => {
    await cluster?.close();
  });

  const at = (index?: number) => (index === undefined ? cluster.url : `http://127.0.0.1:${cluster.instancePorts[index]}`);
  const json = (token: string) => ({ 'content-type': 'application/json', authorization: token });

  it('publishes a draft once at its time, seen on every instance', async () => {
    const login = await fetch(`${at()}${API_PATHS.adminLogin}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CRASH_ADMIN) });
    const { token } = (await login.json()) as { token: string };
    // A post of the demo content, unpublished by hand: a draft to schedule.
    const page = await fetch(`${at()}${API_PATHS.adminBlogPage}`, { headers: json(token) });
    const post = ((await page.json()) as { blogs: { _id: string }[] }).blogs[0];
    expect(post).toBeDefined();
    const id = post!._id;
    const unpublished = await fetch(`${at()}${API_PATHS.blogTogglePublish}`, { method: 'POST', headers: json(token), body: JSON.stringify({ id }) });
    expect(unpublished.status).toBe(200);
    const source = async () =>
      ((await (await fetch(`${at()}${API_PATHS.adminBlog.replace(':id', id)}`, { headers: json(token) })).json()) as BlogSourceResponse).blog;
    const before = await source();
    const publishAt = new Date(Math.ceil((Date.now() + 6_000) / 1000) * 1000);

    const set = await fetch(`${at()}${API_PATHS.adminBlogSchedule.replace(':id', id)}`, {
      method: 'PUT',
      headers: json(token),
      body: JSON.stringify({ publishAt: publishAt.toISOString(), baseVersion: before.version }),
    });
    expect(set.status).toBe(200);
    const scheduled = ((await set.json()) as BlogSourceResponse).blog;
    expect(scheduled.publishAt).toBe(publishAt.toISOString());

    const statuses = () => Promise.all([0, 1, 2].map(async (index) => (await fetch(`${at(index)}${API_PATHS.blogById.replace(':id', id)}`)).status));
    while (Date.now() < publishAt.getTime() - 300) {
      expect(await statuses()).toEqual([404, 404, 404]);
      await sleep(250);
    }
    const start = Date.now();
    let seen = await statuses();
    while (seen.some((status) => status !== 200) && Date.now() - start < 5_000) {
      await sleep(50);
      seen = await statuses();
    }
    const liveAfterMs = Date.now() - publishAt.getTime();
    await sleep(4 * INTERVAL_MS);

    const after = await source();
    const firings = [0, 1, 2].map((index) => cluster.instance(index).output().split('\n').filter((line) => line.includes('scheduled post published') && line.includes(id)).length);
    console.log(`[schedule, nginx cluster] every instance shows it ${liveAfterMs} ms after its time; firings per instance ${JSON.stringify(firings)}`);
    expect(seen).toEqual([200, 200, 200]);
    expect(after).toMatchObject({ isPublished: true, createdAt: publishAt.toISOString(), version: scheduled.version + 1 });
    expect(after.publishAt).toBeUndefined();
    expect(firings.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(liveAfterMs).toBeLessThanOrEqual(INTERVAL_MS * 1.2 + 1_500);
  });
});
