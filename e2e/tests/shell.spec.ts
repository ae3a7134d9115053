import { E2E_SPARE_PORTS } from '../fixtures/ports.ts';
import { serveApp, serveNothing, type StaticHost } from '../fixtures/static-hosts.ts';
import { appTookOver, documentWasKept, expect, markDocument, test } from '../fixtures/test.ts';

const [HUNG_PORT, SHELL_PORT] = E2E_SPARE_PORTS as [number, number];
const hosts: StaticHost[] = [];

test.afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
});

test.describe('at a phone viewport', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the section links sit behind a menu toggle with the mobile labels', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Handwritten Notes' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Admin Login' })).toBeVisible();

    const toggle = nav.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The first paint's toggle is inert until React takes over the navigation bar.
    await appTookOver(page);
    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Previous Year Questions' })).toBeVisible();
    await markDocument(page);
    await nav.getByRole('link', { name: 'YouTube Videos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Educational Playlists' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Previous Year Questions' })).toBeHidden();
    expect(await documentWasKept(page)).toBe(true);
  });
});

test('a remote that accepts the connection and never answers becomes an error panel while the navbar keeps working', async ({ page }) => {
  test.setTimeout(45_000);
  hosts.push(await serveNothing(HUNG_PORT));
  const shell = await serveApp('shell', SHELL_PORT, { 'remote-resources': HUNG_PORT });
  hosts.push(shell);

  await page.goto(`${shell.url}/`);
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Handwritten Notes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading Handwritten Notes' })).toBeVisible();

  // While it hangs, the rest of the site answers.
  await nav.getByRole('link', { name: 'Admin Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  await nav.getByRole('link', { name: 'Handwritten Notes' }).click();
  await expect(page.getByRole('alert')).toContainText('Handwritten Notes is unavailable right now', { timeout: 15_000 });
  await nav.getByRole('link', { name: /StudyHub/ }).click();
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
});
