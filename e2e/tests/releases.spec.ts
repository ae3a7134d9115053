import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_APP_PORTS } from '../fixtures/ports.ts';
import { activeVersion, deriveRelease, publicReleases, releaseCommand, releasesDir, touchScripts, waitForActive } from '../fixtures/releases.ts';
import { failedRequests, openFirstBlog, versionsLoaded } from '../fixtures/release-pages.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';

// Releases (issue 38, decision 0087): an open tab keeps the versions it started with across a
// deploy and a rollback; the registry refuses, and the shell skips, a remote built for another React.

const PUBLIC_ORIGIN = `http://localhost:${E2E_APP_PORTS['remote-public']}`;

/** The remote-public versions the page loaded files from. */
const publicVersionsLoaded = (page: Page) => versionsLoaded(page, PUBLIC_ORIGIN);

test('a tab open across a deploy and a rollback keeps its version and navigates everywhere with no failed request', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const original = await activeVersion('remote-public');
  const deployed = await deriveRelease('remote-public', original, touchScripts);
  expect(deployed).not.toBe(original);

  const failed = failedRequests(page);
  const loaded = publicVersionsLoaded(page);
  await page.goto('/');
  await appTookOver(page);
  expect([...loaded]).toEqual([original]);

  const activated = await releaseCommand('activate', 'remote-public', deployed);
  expect(activated.stdout).toBe(`remote-public ${deployed} is now active.`);
  await waitForActive('remote-public', deployed);

  // The open tab: still the version it started with, everywhere.
  await openFirstBlog(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Handwritten Notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  expect([...loaded]).toEqual([original]);

  // A page loaded afresh gets the new version.
  const fresh = await browser.newPage();
  const freshFailed = failedRequests(fresh);
  const freshLoaded = publicVersionsLoaded(fresh);
  await fresh.goto('/');
  await appTookOver(fresh);
  expect([...freshLoaded]).toEqual([deployed]);

  const rolledBack = await releaseCommand('rollback', 'remote-public');
  expect(rolledBack.stdout).toBe(`remote-public rolled back to ${original}.`);
  await waitForActive('remote-public', original);

  // Both tabs go on with what they started with.
  await openFirstBlog(fresh);
  expect([...freshLoaded]).toEqual([deployed]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'StudyHub' }).click();
  await openFirstBlog(page);
  expect([...loaded]).toEqual([original]);
  expect(failed).toEqual([]);
  expect(freshFailed).toEqual([]);
  await fresh.close();
});

/** A remote's build as if made against React 18: its federation manifest asks for ^18.3.1. */
async function builtForReact18(dir: string): Promise<void> {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
  for (const share of manifest.shared) if (/^react(-dom)?(\/|$)/.test(share.name)) share.requiredVersion = '^18.3.1';
  await writeFile(file, JSON.stringify(manifest));
}

test('a release built against another React major is refused by activate, and skipped by the shell', async ({ page }) => {
  const active = await activeVersion('remote-public');
  const react18 = await deriveRelease('remote-public', active, builtForReact18);

  const refused = await releaseCommand('activate', 'remote-public', react18);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`remote-public ${react18} does not fit: it needs react ^18.3.1, the shell has 19.`);
  expect((await publicReleases())['remote-public']?.active?.version).toBe(active);

  // A registry that names it active anyway (as one edited by hand would): the page's embedded copy
  // is changed as the parser adds it, before the shell's scripts run.
  await page.addInitScript(
    ({ version }) => {
      const unfit = (needs: { shares: Record<string, string> }) => ({
        ...needs,
        shares: Object.fromEntries(Object.entries(needs.shares).map(([key, range]) => [key, /^react(-dom)?(\/|$)/.test(key) ? '^18.3.1' : range])),
      });
      new MutationObserver((_records, observer) => {
        const script = document.getElementById('studyhub-releases');
        if (!script?.textContent) return;
        observer.disconnect();
        const apps = JSON.parse(script.textContent) as Record<string, { active: { version: string; needs: { shares: Record<string, string> } }; earlier: unknown[] }>;
        const publicApp = apps['remote-public']!;
        apps['remote-public'] = { ...publicApp, active: { version, needs: unfit(publicApp.active.needs) }, earlier: [publicApp.active, ...publicApp.earlier] };
        script.textContent = JSON.stringify(apps);
      }).observe(document, { childList: true, subtree: true });
    },
    { version: react18 },
  );
  const loaded = publicVersionsLoaded(page);
  const failed = failedRequests(page);
  await page.goto('/');
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  expect([...loaded]).toEqual([active]);
  expect(failed).toEqual([]);
});

test('a tab whose version disappears loads the registry\'s version silently, never an error panel', async ({ page }) => {
  test.setTimeout(90_000);
  const original = await activeVersion('remote-public');
  const doomed = await deriveRelease('remote-public', original, touchScripts);
  await releaseCommand('activate', 'remote-public', doomed);
  await waitForActive('remote-public', doomed);

  const loaded = publicVersionsLoaded(page);
  await page.goto('/');
  await appTookOver(page);
  expect([...loaded]).toEqual([doomed]);

  // Rolled back, and its files deleted (as a prune by hand would) while the tab still uses it.
  await releaseCommand('rollback', 'remote-public');
  await waitForActive('remote-public', original);
  await rm(path.join(releasesDir(), 'remote-public', doomed), { recursive: true });

  await openFirstBlog(page);
  await expect(page.getByRole('heading', { name: /is unavailable right now/ })).toHaveCount(0);
  expect([...loaded]).toEqual([doomed, original]);
});
