import type { Page } from '@playwright/test';
import { API_PATHS, REVIEW_MESSAGES } from '@studyhub/shared-api/contract';
import { adminApi, adminBlogTitled } from '../fixtures/admin-api.ts';
import { loginThroughAdminUi } from '../fixtures/login.ts';
import { SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// The review queue (issue 36, docs/decisions/0083): a contributor writes a draft and submits it;
// an editor sees it under Pending review (and its count on the dashboard) and returns it with a
// note; the contributor reads the note and submits again; the editor publishes; readers see it.

// A 1×1 PNG; the API re-encodes covers to WebP.
const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const NOTE = 'Please add a worked example of one relaxation.';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toHaveCount(0);
}

let postId: string | undefined;
test.afterAll(async () => {
  if (!postId) return;
  const api = await adminApi();
  await api.post(API_PATHS.blogDelete, { data: { id: postId } });
  await api.dispose();
});

test('a contributor submits a draft, an editor returns it with a note, the contributor resubmits, the editor publishes', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Bellman-Ford, reviewed (${Date.now()})`;

  // The contributor writes a draft: no publish controls, no moderation, no queue.
  await loginThroughAdminUi(page, { role: 'contributor', path: '/admin/addBlog' });
  await expect(sidebar(page).getByRole('link', { name: 'Blog Lists' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Comments' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: /Pending review/ })).toHaveCount(0);
  await expect(page.getByLabel('Publish Now')).toHaveCount(0);
  await page.getByLabel('Thumbnail').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
  await page.getByLabel('Blog Title').fill(title);
  await page.getByLabel('Subtitle').fill('Shortest paths with negative edges');
  await page.getByRole('textbox', { name: 'Blog Description' }).click();
  await page.keyboard.type('Relax every edge V - 1 times.');
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog added successfully' })).toBeVisible();
  postId = (await adminBlogTitled(title))?._id;
  expect(postId).toBeDefined();

  // Its list shows the draft with an Edit link and no publish toggle; the edit page submits it.
  await sidebar(page).getByRole('link', { name: 'Blog Lists' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Blog' })).toBeVisible();
  await expect(page.getByLabel('Published')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Schedule' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: REVIEW_MESSAGES.submitted }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await logout(page);

  // The editor sees the count and the queue, and returns the draft with a note.
  await loginThroughAdminUi(page, { role: 'editor' });
  const pendingTile = page.getByRole('group', { name: 'Pending review' });
  await expect(pendingTile).toBeVisible();
  expect(Number(await pendingTile.locator('p').last().textContent())).toBeGreaterThanOrEqual(1);
  await sidebar(page).getByRole('link', { name: /Pending review/ }).click();
  const queued = page.getByRole('row').filter({ hasText: title });
  await expect(queued).toContainText('contributor');
  await queued.getByRole('button', { name: `Return to author: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Return with note' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(REVIEW_MESSAGES.noteRequired);
  await dialog.getByLabel('Note for the author').fill(NOTE);
  await dialog.getByRole('button', { name: 'Return with note' }).click();
  await expect(page.getByRole('status').filter({ hasText: REVIEW_MESSAGES.returned }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await logout(page);

  // The contributor reads the note on its draft and submits it again.
  await loginThroughAdminUi(page, { role: 'contributor', path: `/admin/edit/${postId}` });
  await expect(page.getByRole('alert').filter({ hasText: NOTE })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: REVIEW_MESSAGES.submitted }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: NOTE })).toHaveCount(0);
  await logout(page);

  // The editor publishes it from the queue; readers see it.
  await loginThroughAdminUi(page, { role: 'editor', path: '/admin/review' });
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: REVIEW_MESSAGES.published }).first()).toBeVisible();
  await page.goto(`${SHELL_URL}/blog/${postId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
