import { loginThroughAdminUi } from '../fixtures/login.ts';
import { expect, test } from '../fixtures/test.ts';

// Backups of issue 37 through the portal: the owner backs up now, sees the new file at the top of
// the list and downloads it (the request carries the session token, so it is fetched, not linked).

const NAME = /^studyhub-backup-\d{8}T\d{6}(?:-\d{1,3})?Z\.tar\.gz$/;

test('the owner backs up now, sees the new row and downloads it', async ({ page }) => {
  await loginThroughAdminUi(page, { path: '/admin' });
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Backups' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Backups' })).toBeVisible();
  await expect(page.getByText(/^Scheduled backups are off\./)).toBeVisible();
  const table = page.getByRole('table', { name: 'Backup files' });
  const before = await table.getByRole('rowheader').allTextContents();

  const backUpNow = page.getByRole('button', { name: 'Back up now' });
  await backUpNow.click();
  // The page's status line beside the button (the site's search has one too).
  await expect(backUpNow.locator('xpath=..').getByRole('status')).toContainText('Backup saved.');
  const names = table.getByRole('rowheader');
  await expect(names).toHaveCount(before.length + 1);
  const newest = (await names.first().textContent())!;
  expect(newest).toMatch(NAME);
  expect(before).not.toContain(newest);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${newest}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(newest);
  // A gzip stream: its first two bytes.
  const stream = await download.createReadStream();
  const first = await new Promise<Buffer>((resolve, reject) => stream.once('data', (chunk: Buffer) => resolve(chunk)).once('error', reject));
  expect([...first.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});

test('an editor has no Backups page in the sidebar', async ({ page }) => {
  await loginThroughAdminUi(page, { path: '/admin', role: 'editor' });
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Backups' })).toHaveCount(0);
});
