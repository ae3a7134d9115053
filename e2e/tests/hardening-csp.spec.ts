import { createHash } from 'node:crypto';
import { cspViolations, watchCspViolations } from '../fixtures/hardening.ts';
import { API_URL, E2E_APP_PORTS, SHELL_URL } from '../fixtures/ports.ts';
import { visitorPages } from '../fixtures/site-pages.ts';
import { expect, test } from '../fixtures/test.ts';

// The static hosts send a Content-Security-Policy built from each app's runtime config; the
// composed site and every standalone remote must work under it with no violation at all.

const origin = (app: keyof typeof E2E_APP_PORTS) => `http://localhost:${E2E_APP_PORTS[app]}`;


test.beforeEach(async ({ page }) => {
  await watchCspViolations(page);
});

test('every app is served with its CSP, scripts allowed only from itself, the remotes it loads and the shell’s one inline script', async ({ request }) => {
  const shell = await request.get(`${SHELL_URL}/notes`);
  const policy = shell.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
  // The page's first script, which runs before the page paints (docs/decisions/0069), by its hash.
  const inline = [...(await shell.text()).matchAll(/<script data-first-paint-capture>([\s\S]*?)<\/script>/g)].map(([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  expect(inline).toHaveLength(1);
  expect(scriptSrc).toEqual(["'self'", ...inline, origin('remote-public'), origin('remote-resources'), origin('remote-admin')]);
  expect(policy).toContain(`connect-src 'self' ${API_URL}`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(shell.headers()['x-frame-options']).toBe('DENY');
  for (const app of ['remote-public', 'remote-resources', 'remote-admin'] as const) {
    const remote = await request.get(`${origin(app)}/`);
    expect(remote.headers()['content-security-policy'], app).toMatch(/script-src 'self';/);
  }
});

test('no app serves dotfiles: the build manifest and a stray .env answer 404, not the page', async ({ request }) => {
  for (const app of Object.keys(E2E_APP_PORTS) as (keyof typeof E2E_APP_PORTS)[]) {
    for (const file of ['/.vite/manifest.json', '/.env', '/%2Eenv']) {
      const response = await request.get(`${origin(app)}${file}`);
      expect(response.status(), `${app}${file}`).toBe(404);
      expect(await response.json(), `${app}${file}`).toEqual({ success: false, message: 'Not found' });
    }
  }
});

test('the composed site works under the policy: every route, the player modal and a diagram, no violation', async ({ page }) => {
  const routes: [string, string][] = [...(await visitorPages()).map(({ path, heading }): [string, string] => [path, heading]), ['/no/such/page', 'Page not found']];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first(), path).toBeVisible();
  }

  await page.goto('/videos');
  await page.getByRole('button', { name: 'Play CSE111 playlist' }).click();
  const player = page.getByRole('dialog', { name: 'CSE111 playlist' }).locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await page.keyboard.press('Escape');

  await page.goto('/course-combination');
  await page.getByRole('button', { name: 'CS Option 1' }).click();
  await expect(page.getByRole('main').getByRole('figure', { name: 'CS Option 1' })).toBeVisible();

  expect(await cspViolations(page)).toEqual([]);
});

test('each remote runs standalone under its own policy with no violation', async ({ page }) => {
  for (const [url, heading] of [
    [`${origin('remote-public')}/`, 'Academic Resources'],
    [`${origin('remote-resources')}/notes/cse220`, 'CSE220: Data Structures'],
    [`${origin('remote-admin')}/admin`, 'Admin Login'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading }).first(), url).toBeVisible();
    expect(await cspViolations(page), url).toEqual([]);
  }
});

test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await cspViolations(page)).map((violation) => violation.directive)).toContain('script-src-elem');
});
