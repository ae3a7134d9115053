import { API_PATHS, BLOG_EDIT_MESSAGES, type BlogSourceResponse } from '@studyhub/shared-api/contract';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { ADMIN_URL, loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL, SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

// Editing a post (issue 34, docs/decisions/0073): the edit reaches the public page at its old
// address with its comments; a save from a version someone else already replaced is refused with
// the typed text still on screen.

let blogs: TestBlogs;
test.beforeAll(async () => {
  blogs = await TestBlogs.open();
});
test.afterAll(async () => blogs.removeAll());

test('an edit in the shell shows on the public page at once: same address, same comments, a new head', async ({ page }) => {
  test.setTimeout(60_000);
  const token = uniqueToken('ed');
  const blog = await blogs.create({ title: `${token} Heaps`, subTitle: 'Binary heaps', description: '<p>A heap keeps its smallest key on top.</p>' });
  const comment = `Clear explanation ${token}`;
  const posted = await fetch(`${API_URL}${API_PATHS.blogAddComment}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ blog: blog._id, name: 'Ada', content: comment }),
  });
  expect(posted.status).toBe(200);
  await blogs.approveComment(comment);
  // The public page once before the edit, so every cache on the way holds the old post.
  await page.goto(`${SHELL_URL}/blog/${blog._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${token} Heaps` })).toBeVisible();

  await loginThroughAdminUi(page, { path: `/admin/edit/${blog._id}` });
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Blog' })).toBeVisible();
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Heaps`);
  const editor = page.getByRole('textbox', { name: 'Blog Description' });
  await expect(editor).toContainText('A heap keeps its smallest key on top.');
  await expect(page.getByRole('img', { name: 'Current thumbnail' })).toBeVisible();
  await page.getByLabel('Blog Title').fill(`${token} Heaps, revised`);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sift down after every pop.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog updated successfully' })).toBeVisible();

  await page.goto(`${SHELL_URL}/blog/${blog._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${token} Heaps, revised` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Sift down after every pop.');
  await expect(page.getByRole('main').getByText(comment)).toBeVisible();
  await expect(page).toHaveTitle(`${token} Heaps, revised · StudyHub`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { dateModified?: string; datePublished?: string };
  expect(jsonLd.datePublished).toBe(blog.createdAt);
  expect(Date.parse(jsonLd.dateModified ?? '')).toBeGreaterThan(Date.parse(blog.createdAt));
});

test(`a stale save standalone: "${BLOG_EDIT_MESSAGES.conflict}" in an alert, the typed text kept`, async ({ page }) => {
  test.setTimeout(60_000);
  const token = uniqueToken('cf');
  const blog = await blogs.create({ title: `${token} Tries`, description: '<p>A trie shares prefixes.</p>' });
  await loginThroughAdminUi(page, { origin: ADMIN_URL, path: `/admin/edit/${blog._id}` });
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Tries`);
  const editor = page.getByRole('textbox', { name: 'Blog Description' });
  await expect(editor).toContainText('A trie shares prefixes.');
  await page.getByLabel('Subtitle').fill('My subtitle, typed by hand');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' My sentence nobody else has.');

  // Meanwhile another editor saves the post.
  const other = (await (await blogs.api.get(API_PATHS.adminBlog.replace(':id', blog._id))).json()) as BlogSourceResponse;
  const { subTitle = '', description, category, isPublished, version } = other.blog;
  const saved = await blogs.api.put(API_PATHS.adminBlog.replace(':id', blog._id), {
    multipart: { blog: JSON.stringify({ title: `${token} Tries, by someone else`, subTitle, description, category, isPublished, baseVersion: version }) },
  });
  expect(saved.status()).toBe(200);

  await page.getByRole('button', { name: 'Save changes' }).click();
  const alert = page.getByRole('alert').filter({ hasText: BLOG_EDIT_MESSAGES.conflict });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('Subtitle')).toHaveValue('My subtitle, typed by hand');
  await expect(editor).toContainText('My sentence nobody else has.');
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Tries`);
  // The page with its alert, contrast included, in both schemes.
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))));
    found.push(...describeViolations(`edit conflict, ${colorScheme}`, await axeViolations(page)));
  }
  expect(found).toEqual([]);

  await alert.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Tries, by someone else`);
  await expect(alert).toHaveCount(0);
  await page.getByLabel('Subtitle').fill('Saved after loading the latest');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog updated successfully' })).toBeVisible();
});
