import { demoAdminToken } from '../fixtures/admin-api.ts';
import { E2E_APP_PORTS, SHELL_URL } from '../fixtures/ports.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';

// One implementation file per build holds each of these (checked against the build output).
const REACT_CORE_MARKER = '.Children=';
const REACT_DOM_MARKER = '__reactContainer$';

test('React and ReactDOM are downloaded exactly once, from the shell, across all remotes', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    }
  });
  await page.goto('/');
  // Before that, the links are the HTML's and a click loads a new document.
  await appTookOver(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Handwritten Notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeVisible();
  await nav.getByRole('link', { name: 'Admin Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  const remoteOrigins = ['remote-public', 'remote-resources', 'remote-admin'].map(
    (app) => `http://localhost:${E2E_APP_PORTS[app as keyof typeof E2E_APP_PORTS]}`,
  );
  for (const origin of remoteOrigins) {
    expect(scripts.some((s) => s.url.startsWith(origin)), `scripts loaded from ${origin}`).toBe(true);
  }
  for (const marker of [REACT_CORE_MARKER, REACT_DOM_MARKER]) {
    const holders = scripts.filter((s) => s.body.includes(marker)).map((s) => s.url);
    expect(holders, marker).toHaveLength(1);
    expect(holders[0]!.startsWith(SHELL_URL), marker).toBe(true);
  }
});

test('no start-up waterfall: the page and its entry announce every shell script, and the shell asks for the remote page files itself', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  const html = await (await page.request.get('/')).text();
  // The entry preloads the rest once the page has painted (docs/decisions/0055).
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const entryCode = await (await page.request.get(entry!)).text();
  await page.goto('/');
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();

  const announced = (url: string) => [html, entryCode].some((text) => text.includes(`"${new URL(url).pathname}"`));
  const shellScripts = requested.filter((url) => url.startsWith(SHELL_URL));
  expect(shellScripts.filter((url) => !announced(url)), 'shell scripts found only by running others').toEqual([]);
  // Preloaded from the remote's manifest: link elements the shell adds, one per file.
  const remoteOrigin = `http://localhost:${E2E_APP_PORTS['remote-public']}`;
  const preloaded = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const remoteScripts = requested.filter((url) => url.startsWith(remoteOrigin));
  expect(remoteScripts.length).toBeGreaterThan(3);
  expect(remoteScripts.filter((url) => !preloaded.includes(url)), 'remote scripts found only by running others').toEqual([]);
});

test('the store is shared: logging out inside the admin remote updates the shell navbar', async ({ page }) => {
  // A real session: the dashboard loads data with it, and the API ends made-up tokens.
  const token = await demoAdminToken();
  await page.addInitScript((held) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', held);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/`);
  await expect(nav.getByRole('link', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('each remote also runs standalone on its own port, deep links included', async ({ page }) => {
  const origin = (app: keyof typeof E2E_APP_PORTS) => `http://localhost:${E2E_APP_PORTS[app]}`;
  await page.goto(`${origin('remote-public')}/`);
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  await page.goto(`${origin('remote-resources')}/notes/cse220`);
  await expect(page.getByRole('heading', { level: 1, name: 'CSE220' })).toBeVisible();
  await page.goto(`${origin('remote-admin')}/admin/addBlog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
