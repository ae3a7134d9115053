import { API_PATHS } from '@studyhub/shared-api/contract';
import { adminApi, adminBlogTitled } from '../fixtures/admin-api.ts';
import { loginThroughAdminUi } from '../fixtures/login.ts';
import { expect, test } from '../fixtures/test.ts';

// The audit log of issue 36 through the portal: the owner publishes a draft from Blog Lists and
// finds the entry, with its name and the post, under Audit log.

// A 1×1 PNG; the API re-encodes covers to WebP.
const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('the owner publishes a post and sees the entry in the audit log', async ({ page }) => {
  const title = `Audited draft ${Date.now()}`;
  const api = await adminApi();
  try {
    const added = await api.post(API_PATHS.blogAdd, {
      multipart: {
        blog: JSON.stringify({ title, subTitle: 'For the audit log', description: '<p>Draft</p>', category: 'Other', isPublished: false }),
        image: { name: 'cover.png', mimeType: 'image/png', buffer: COVER },
      },
    });
    expect(added.status()).toBe(200);
  } finally {
    await api.dispose();
  }
  const post = await adminBlogTitled(title);
  expect(post).toBeDefined();

  await loginThroughAdminUi(page, { path: '/admin/listBlog' });
  await page.getByRole('searchbox', { name: 'Search blogs by title' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search blogs by title' }).press('Enter');
  await page.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Posts' });
  const entry = page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row').filter({ hasText: title }).filter({ hasText: 'post.publish' });
  await expect(entry).toHaveCount(1);
  // The target by its title, linked to the post's editor.
  await expect(entry.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/edit/${post!._id}`);
  await expect(entry.getByRole('button', { name: /^Show only what .+ did$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=post\.$/);
});
