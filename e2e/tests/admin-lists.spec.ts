import { request, type Page } from '@playwright/test';
import { API_PATHS } from '@studyhub/shared-api/contract';
import { demoAdminToken } from '../fixtures/admin-api.ts';
import { loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL, SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { visitorBrowserId } from '../fixtures/visitor.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

// The admin's lists a page at a time (docs/decisions/0072): a search, filters, a sort and "Load
// more" in Blog Lists and in comment moderation, the view in the address, and bad input refused.

const token = uniqueToken('pagingprobe');
/** 27 blogs: one page of 25 and 2 more. Every 4th a draft, every 3rd in Other. */
const COUNT = 27;
const titleOf = (index: number) => `${token} lecture ${String(index).padStart(2, '0')}`;
const isDraft = (index: number) => index % 4 === 0;
const categoryOf = (index: number) => (index % 3 === 0 ? 'Other' : 'CSE');
const indexes = Array.from({ length: COUNT }, (_, index) => index);

let blogs: TestBlogs;
const ids = new Map<string, string>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  blogs = await TestBlogs.open();
  // Oldest first, so "Newest" lists the highest number first.
  for (const index of indexes) {
    const created = await blogs.create({ title: titleOf(index), category: categoryOf(index), isPublished: !isDraft(index) });
    ids.set(titleOf(index), created._id);
  }
});

test.afterAll(async () => {
  await blogs?.removeAll();
});

const main = (page: Page) => page.getByRole('main');
const countLine = (page: Page) => main(page).getByRole('status').filter({ hasText: /^(Showing|No) / });
const rowTitles = (page: Page) => main(page).getByRole('table').getByRole('rowheader').allTextContents();

test('Blog Lists: search, Load more, status and category filters, sort, each in the address', async ({ page }) => {
  await loginThroughAdminUi(page, { path: '/admin/listBlog' });
  await expect(page.getByRole('table', { name: 'All blogs' })).toBeVisible();
  await expect(countLine(page)).toHaveText(/^Showing 25 of \d[\d,]*\+? blogs$/);

  await page.getByRole('searchbox', { name: 'Search blogs by title' }).fill(token);
  await page.getByRole('searchbox', { name: 'Search blogs by title' }).press('Enter');
  await expect(countLine(page)).toHaveText(`Showing 25 of ${COUNT} blogs`);
  expect(await rowTitles(page)).toEqual(indexes.slice(2).reverse().map(titleOf));
  await expect(page).toHaveURL(`${SHELL_URL}/admin/listBlog?q=${token}`);
  const newest = titleOf(COUNT - 1);
  await expect(page.getByRole('link', { name: `Edit ${newest}` })).toHaveAttribute('href', `/admin/edit/${ids.get(newest)}`);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(countLine(page)).toHaveText(`Showing ${COUNT} of ${COUNT} blogs`);
  await expect(page.getByRole('link', { name: `Edit ${titleOf(1)}` })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('Drafts');
  const drafts = indexes.filter(isDraft);
  await expect(countLine(page)).toHaveText(`Showing ${drafts.length} of ${drafts.length} blogs`);
  await expect(page.getByRole('table', { name: 'Draft blogs' }).getByText('Unpublished')).toHaveCount(drafts.length);

  await page.getByLabel('Category').selectOption('Other');
  await page.getByLabel('Sort by').selectOption('A-Z');
  const otherDrafts = drafts.filter((index) => categoryOf(index) === 'Other');
  await expect(countLine(page)).toHaveText(`Showing ${otherDrafts.length} of ${otherDrafts.length} blogs`);
  expect(await rowTitles(page)).toEqual(otherDrafts.map(titleOf));
  await expect(page).toHaveURL(`${SHELL_URL}/admin/listBlog?q=${token}&status=draft&category=Other&sort=az`);

  // Back walks the views; a publish from the filtered list leaves it at once.
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await page.getByRole('button', { name: `Publish ${titleOf(otherDrafts[0]!)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog published' })).toBeVisible();
  await expect(countLine(page)).toHaveText(`Showing ${otherDrafts.length - 1} of ${otherDrafts.length - 1} blogs`);
});

test('Blog Lists: a hand-edited address with unknown values shows the default view', async ({ page }) => {
  await loginThroughAdminUi(page, { path: `/admin/listBlog?q=${token}&status=archived&category=Robotics&sort=random` });
  await expect(page.getByRole('table', { name: 'All blogs' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('all');
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(countLine(page)).toHaveText(`Showing 25 of ${COUNT} blogs`);
});

test('Comments: search the queue by blog title, sort, approve out of the queue', async ({ page }) => {
  const blogTitle = titleOf(1);
  const api = await request.newContext({ baseURL: API_URL });
  for (const content of ['First question on the proof', 'Second question on the proof']) {
    const response = await api.post(API_PATHS.blogAddComment, { data: { blog: ids.get(blogTitle), name: 'Tanvir Ahmed', content: `${content} (${token})`, browserId: visitorBrowserId() } });
    expect(response.ok()).toBe(true);
  }
  await api.dispose();

  await loginThroughAdminUi(page, { path: '/admin/Comments' });
  await page.getByRole('searchbox', { name: 'Search comments' }).fill(blogTitle);
  await page.getByRole('searchbox', { name: 'Search comments' }).press('Enter');
  await expect(countLine(page)).toHaveText('Showing 2 of 2 comments');
  const table = page.getByRole('table', { name: 'Comments awaiting approval' });
  await expect(table.getByRole('row').nth(1)).toContainText('Second question');

  await page.getByLabel('Sort by').selectOption('Oldest');
  await expect(table.getByRole('row').nth(1)).toContainText('First question');
  await table.getByRole('row').nth(1).getByRole('button', { name: 'Approve comment by Tanvir Ahmed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Comment approved' })).toBeVisible();
  await expect(countLine(page)).toHaveText('Showing 1 of 1 comment');

  await page.getByRole('radio', { name: 'All' }).click();
  await expect(countLine(page)).toHaveText('Showing 2 of 2 comments');
  await expect(page).toHaveURL(new RegExp(`/admin/Comments\\?q=${encodeURIComponent(blogTitle).replace(/%20/g, '\\+')}&status=all&sort=oldest$`));
});

test('the paged lists refuse bad input with a clear 400 and strangers with a 401', async () => {
  const admin = await request.newContext({ baseURL: API_URL, extraHTTPHeaders: { authorization: await demoAdminToken() } });
  const stranger = await request.newContext({ baseURL: API_URL });
  try {
    const refused = await admin.get(API_PATHS.adminBlogPage, { params: { sort: 'random' } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ success: false, message: 'sort must be one of newest, oldest, az, za' });
    const badCursor = await admin.get(API_PATHS.adminCommentPage, { params: { cursor: 'not-a-cursor' } });
    expect(badCursor.status()).toBe(400);
    expect(((await badCursor.json()) as { message: string }).message).toBe('This page link is no longer valid for the listing. Start again from the first page.');
    for (const path of [API_PATHS.adminBlogPage, API_PATHS.adminCommentPage]) expect((await stranger.get(path)).status()).toBe(401);
  } finally {
    await admin.dispose();
    await stranger.dispose();
  }
});
