import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { loginThroughAdminUi } from '../fixtures/login.ts';
import { SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

// A post's history (issue 34, docs/decisions/0074): two saves in the editor, their revisions listed
// on the History page, one compared with the current post word by word, and restored, which the
// public page shows at once; the page passes axe in both colour schemes.

let blogs: TestBlogs;
test.beforeAll(async () => {
  blogs = await TestBlogs.open();
});
test.afterAll(async () => blogs.removeAll());

test('two edits, History lists them, a comparison marks the words, Restore brings the first text back', async ({ page }) => {
  test.setTimeout(90_000);
  const token = uniqueToken('hi');
  const blog = await blogs.create({ title: `${token} Queues`, description: '<p>A queue serves the oldest item first.</p>' });

  await loginThroughAdminUi(page, { path: `/admin/edit/${blog._id}` });
  const editor = page.getByRole('textbox', { name: 'Blog Description' });
  await expect(editor).toContainText('A queue serves the oldest item first.');
  for (const sentence of ['A deque serves both ends.', 'A priority queue serves the smallest key.']) {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(sentence);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Blog updated successfully' })).toBeVisible();
  }

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/admin/edit/${blog._id}/history`);
  const table = page.getByRole('table', { name: `Revisions of “${token} Queues”` });
  await expect(table.getByRole('rowheader')).toHaveText(['Revision 3 Current', 'Revision 2', 'Revision 1']);
  await expect(table.getByRole('row').nth(1)).toContainText('Saved');
  await expect(page.getByText('Showing 3 of 3 revisions')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select revision 1 to compare' }).check();
  await page.getByRole('button', { name: 'Compare' }).click();
  const comparison = page.getByRole('region', { name: 'Changes from revision 1 to the current post' });
  await expect(comparison.getByRole('heading', { level: 3 })).toBeFocused();
  const added = comparison.locator('ins');
  const removed = comparison.locator('del');
  await expect(added.filter({ hasText: 'priority' })).toHaveCount(1);
  await expect(removed.filter({ hasText: 'oldest' })).toHaveCount(1);
  // Not by colour alone: a text marker on screen and a spoken label.
  await expect(added.first()).toHaveCSS('text-decoration-line', 'underline');
  await expect(removed.first()).toHaveCSS('text-decoration-line', 'line-through');
  await expect(added.first()).toContainText('[added:');

  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))));
    found.push(...describeViolations(`history with a comparison, ${colorScheme}`, await axeViolations(page)));
  }
  expect(found).toEqual([]);

  await page.getByRole('button', { name: 'Restore revision 1' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore revision 1?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revision 1 restored as revision 4' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Blog' })).toBeVisible();
  await expect(editor).toContainText('A queue serves the oldest item first.');

  await page.goto(`${SHELL_URL}/blog/${blog._id}`);
  await expect(page.getByRole('main')).toContainText('A queue serves the oldest item first.');
  await expect(page.getByRole('main')).not.toContainText('priority queue');

  // History only grew: the restore is revision 4, and the edits are still there.
  await page.goto(`${SHELL_URL}/admin/edit/${blog._id}/history`);
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['Revision 4 Current', 'Revision 3', 'Revision 2', 'Revision 1']);
});
