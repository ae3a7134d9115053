import { clusterMissing, type ReleaseCluster, startReleaseCluster } from '../fixtures/cluster.ts';
import { failedRequests, openFirstBlog, versionsLoaded } from '../fixtures/release-pages.ts';
import { deriveRelease, publicReleases, releaseCommandOn, servedReleases, touchScripts } from '../fixtures/releases.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';

// Releases on the production topology (issue 38, decisions 0087 and 0088): two API instances behind
// nginx, each app from its host. A rollback made with `npm run release` on the database is served
// by every instance, and by the pages nginx passes on, within 5 s; an open tab keeps its version.

/** The registry's bound: NOTIFY, else each instance's check every second, then the shell's host's poll. */
const SERVED_WITHIN_MS = 5000;

let cluster: ReleaseCluster | undefined;

test.beforeAll(async () => {
  const missing = await clusterMissing();
  test.skip(missing.length > 0, `no cluster here: ${missing.join('; ')}`);
  // Publishing four builds, migrating a fresh database, starting two instances, four hosts and nginx.
  test.setTimeout(180_000);
  cluster = await startReleaseCluster();
});
test.afterAll(async () => cluster?.close());

/** Polls until every instance and the shell's pages name `version` active; how long that took. */
async function servedEverywhere(cluster: ReleaseCluster, version: string): Promise<number> {
  const started = Date.now();
  const instances = cluster.instancePorts.map((port) => `http://127.0.0.1:${port}`);
  while (Date.now() - started < SERVED_WITHIN_MS * 3) {
    const answers = await Promise.all([...instances.map((url) => publicReleases(url)), servedReleases(cluster.url)]);
    if (answers.every((apps) => apps?.['remote-public']?.active?.version === version)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`remote-public ${version} was not served everywhere within ${SERVED_WITHIN_MS * 3} ms`);
}

test('a rollback is served by every instance within 5 s, and a tab open across it keeps its version', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { target, url } = cluster!;
  const publicOrigin = `http://localhost:${cluster!.appPorts['remote-public']}`;
  const original = (await publicReleases(url))['remote-public']!.active!.version;
  const deployed = await deriveRelease('remote-public', original, touchScripts, target);
  expect((await releaseCommandOn(target, 'activate', 'remote-public', deployed)).stdout).toBe(`remote-public ${deployed} is now active.`);
  expect(await servedEverywhere(cluster!, deployed)).toBeLessThan(SERVED_WITHIN_MS);

  const failed = failedRequests(page);
  const loaded = versionsLoaded(page, publicOrigin);
  await page.goto(url);
  await appTookOver(page);
  expect([...loaded]).toEqual([deployed]);

  const rolledBack = await releaseCommandOn(target, 'rollback', 'remote-public');
  expect(rolledBack.stdout).toBe(`remote-public rolled back to ${original}.`);
  expect(await servedEverywhere(cluster!, original)).toBeLessThan(SERVED_WITHIN_MS);

  // The open tab goes on with its version, through nginx, with nothing failing.
  await openFirstBlog(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Handwritten Notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeVisible();
  expect([...loaded]).toEqual([deployed]);
  expect(failed).toEqual([]);

  // A page loaded afresh gets the version rolled back to.
  const fresh = await browser.newPage();
  const freshLoaded = versionsLoaded(fresh, publicOrigin);
  await fresh.goto(url);
  await appTookOver(fresh);
  await openFirstBlog(fresh);
  expect([...freshLoaded]).toEqual([original]);
  await fresh.close();
});
