import { E2E_APP_PORTS, E2E_SPARE_PORTS } from '../fixtures/ports.ts';
import { serveApp, type StaticHost } from '../fixtures/static-hosts.ts';
import { appTookOver, documentWasKept, expect, markDocument, test } from '../fixtures/test.ts';

const [RESOURCES_PORT, SHELL_PORT, MOVED_PUBLIC_PORT, SHELL_PORT_2] = E2E_SPARE_PORTS as [number, number, number, number];
const hosts: StaticHost[] = [];

test.afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
});

test('a stopped remote leaves the shell and the other remotes working, and Retry recovers it', async ({ page }) => {
  let resources = await serveApp('remote-resources', RESOURCES_PORT);
  const shell = await serveApp('shell', SHELL_PORT, { 'remote-resources': RESOURCES_PORT });
  hosts.push(shell);

  await page.goto(`${shell.url}/notes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeVisible();
  await resources.stop();

  await page.goto(`${shell.url}/`);
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Handwritten Notes' }).click();
  await expect(page.getByRole('alert')).toContainText('Handwritten Notes is unavailable right now');

  // The other remotes and the shell keep working.
  await nav.getByRole('link', { name: 'Admin Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await nav.getByRole('link', { name: /StudyHub/ }).click();
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();

  // The remote comes back: Retry loads it without reloading the page.
  await nav.getByRole('link', { name: 'Student Tutor' }).click();
  await expect(page.getByRole('alert')).toContainText('Student Tutor is unavailable right now');
  resources = await serveApp('remote-resources', RESOURCES_PORT);
  hosts.push(resources);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lab TAs' })).toBeVisible();
  expect(await documentWasKept(page)).toBe(true);
});

test('pointing the runtime config at another URL moves a remote without a rebuild', async ({ page }) => {
  hosts.push(await serveApp('remote-public', MOVED_PUBLIC_PORT));
  const shell = await serveApp('shell', SHELL_PORT_2, { 'remote-public': MOVED_PUBLIC_PORT });
  hosts.push(shell);

  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('remoteEntry.js')) entries.push(new URL(request.url()).origin);
  });
  await page.goto(`${shell.url}/`);
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  expect(entries).toContain(`http://localhost:${MOVED_PUBLIC_PORT}`);
  expect(entries).not.toContain(`http://localhost:${E2E_APP_PORTS['remote-public']}`);
});
