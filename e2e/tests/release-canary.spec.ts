import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { API_PATHS, type AdminReleasesResponse, RELEASE_MESSAGES, VISITOR_ID_STORAGE_KEY } from '@studyhub/shared-api/contract';
import { adminApi } from '../fixtures/admin-api.ts';
import { E2E_APP_PORTS } from '../fixtures/ports.ts';
import { activeVersion, deriveRelease, publicReleases, releaseCommand, touchScripts, visitorIn, waitForCanary } from '../fixtures/releases.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';

// Canaries (issue 38, decision 0087): a stable share of browsers gets the canary, each browser the
// same version every time; a canary whose blog page throws as it renders is rolled back by itself.

const PUBLIC_ORIGIN = `http://localhost:${E2E_APP_PORTS['remote-public']}`;

/** A page in a browser of its own whose canary id is `visitor`, and the remote-public versions it loads. */
async function visitorPage(browser: Browser, visitor: string): Promise<{ page: Page; versions: string[]; close(): Promise<void> }> {
  const context = await browser.newContext();
  await context.addInitScript(([key, id]) => localStorage.setItem(key!, id!), [VISITOR_ID_STORAGE_KEY, visitor]);
  const page = await context.newPage();
  const versions: string[] = [];
  page.on('request', (request) => {
    const match = new RegExp(`^${PUBLIC_ORIGIN}/_v/([0-9a-f]{12})/remoteEntry\\.js`).exec(request.url());
    if (match) versions.push(match[1]!);
  });
  return { page, versions, close: () => context.close() };
}

test.afterEach(async () => {
  // Whatever a test left, the next one starts without a canary.
  if ((await publicReleases())['remote-public']?.canary) await releaseCommand('stop-canary', 'remote-public');
});

test('a canary goes to the browsers in its share, and each browser gets the same version every time', async ({ browser }) => {
  const active = await activeVersion('remote-public');
  const canary = await deriveRelease('remote-public', active, touchScripts);
  expect((await releaseCommand('canary', 'remote-public', canary, '--percent', '30')).stdout).toBe(RELEASE_MESSAGES.canaryStarted('remote-public', canary, 30));
  // The shell's host polls the registry each second: a page loaded before it has the canary is the active version's.
  await waitForCanary('remote-public', canary);

  for (const [inCanary, expected] of [[true, canary], [false, active]] as const) {
    const visitor = await visitorPage(browser, visitorIn('remote-public', 30, inCanary));
    for (let load = 0; load < 2; load += 1) {
      await visitor.page.goto('/');
      await appTookOver(visitor.page);
    }
    expect(visitor.versions).toEqual([expected, expected]);
    await visitor.close();
  }
});

/** A blog page that throws while it renders: the text of one of its headings becomes a throw. */
async function blogPageThrows(dir: string): Promise<void> {
  const assets = path.join(dir, 'assets');
  const file = (await readdir(assets)).find((name) => /^BlogDetail-.*\.js$/.test(name));
  if (!file) throw new Error('no BlogDetail chunk in the build');
  const code = await readFile(path.join(assets, file), 'utf8');
  const broken = code.replace('children:`Share this resource`', 'children:(()=>{throw new Error(`a broken release`)})()');
  if (broken === code) throw new Error('the blog page chunk no longer holds the heading this test breaks');
  await writeFile(path.join(assets, file), broken);
  await touchScripts(dir);
}

test('a canary whose blog page throws on render is rolled back automatically, logged and shown to the owner', async ({ browser }) => {
  test.setTimeout(120_000);
  const active = await activeVersion('remote-public');
  const broken = await deriveRelease('remote-public', active, blogPageThrows);
  await releaseCommand('canary', 'remote-public', broken, '--percent', '50');
  await waitForCanary('remote-public', broken);

  // Five visitors in the canary's share open a blog: each one's page fails and is reported.
  for (let index = 0; index < 5; index += 1) {
    const visitor = await visitorPage(browser, visitorIn('remote-public', 50, true));
    await visitor.page.goto('/');
    await appTookOver(visitor.page);
    await visitor.page.getByRole('link', { name: /read more/i }).first().click();
    await expect(visitor.page.getByRole('heading', { name: /is unavailable right now/ })).toBeVisible();
    expect(visitor.versions).toEqual([broken]);
    await visitor.close();
  }

  // Stopped within 5 s, and the shell's pages (their host polls each second) no longer offer it.
  await waitForCanary('remote-public', null);
  const api = await adminApi();
  const state = ((await (await api.get(API_PATHS.adminReleases)).json()) as AdminReleasesResponse).apps.find((app) => app.app === 'remote-public');
  const audit = (await (await api.get(`${API_PATHS.adminAuditLog}?action=release.auto_rolled_back`)).json()) as { entries: { detail: string | null }[] };
  await api.dispose();
  expect(state?.canary).toBeNull();
  expect(state?.active).toBe(active);
  expect(state?.lastAutoRollback?.version).toBe(broken);
  expect(audit.entries[0]?.detail).toContain(broken);

  // A visitor who was in the canary's share now gets the active version, and its blog page works.
  const after = await visitorPage(browser, visitorIn('remote-public', 50, true));
  await after.page.goto('/');
  await appTookOver(after.page);
  await after.page.getByRole('link', { name: /read more/i }).first().click();
  await expect(after.page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  expect(after.versions).toEqual([active]);
  await after.close();
});
