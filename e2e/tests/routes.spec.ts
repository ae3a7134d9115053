import { demoAdminToken } from '../fixtures/admin-api.ts';
import { E2E_APP_PORTS } from '../fixtures/ports.ts';
import { publishedBlogs } from '../fixtures/published-blogs.ts';
import { appTookOver, documentWasKept, expect, markDocument, test } from '../fixtures/test.ts';

test('the home page lists the sample blogs from the database', async ({ page }) => {
  const blogs = await publishedBlogs();
  expect(blogs.length).toBeGreaterThanOrEqual(3);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  for (const blog of blogs) {
    await expect(page.getByRole('link', { name: blog.title })).toBeVisible();
  }
});

test('the site opened at http://127.0.0.1 lists the blogs too (the API answers both local spellings)', async ({ page }) => {
  const blogs = await publishedBlogs();
  await page.goto(`http://127.0.0.1:${E2E_APP_PORTS.shell}/`);
  await expect(page.getByText(`Showing ${blogs.length} resources`)).toBeVisible();
  await expect(page.getByRole('link', { name: blogs[0]!.title })).toBeVisible();
});

test('every route of docs/product.md#routes renders through the shell', async ({ page }) => {
  const [blog] = await publishedBlogs();
  const routes: [string, string][] = [
    ['/course-combination', 'Course Combinations'],
    ['/notes', 'Handwritten Notes'],
    ['/notes/cse220', 'CSE220'],
    ['/questions', 'Previous Year Questions'],
    ['/videos', 'Educational Playlists'],
    ['/lab', 'Lab TAs'],
    [`/blog/${blog!._id}`, blog!.title],
    ['/admin', 'Admin Login'],
    ['/admin/addBlog', 'Admin Login'],
    ['/admin/listBlog', 'Admin Login'],
    ['/admin/Comments', 'Admin Login'],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
});

test('admin sub-pages render inside the admin layout when a token is held', async ({ page }) => {
  // A real session: the admin pages load data with it, and the API ends made-up tokens.
  await page.addInitScript((token) => localStorage.setItem('token', token), await demoAdminToken());
  for (const [path, heading] of [
    ['/admin', 'Dashboard'],
    ['/admin/addBlog', 'Add Blog'],
    ['/admin/listBlog', 'Blog Lists'],
    ['/admin/Comments', 'Comments'],
    ['/admin/comments', 'Comments'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Admin Portal' }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading }), path).toBeVisible();
  }
});

test('the section links navigate on the client, without reloading the page', async ({ page }) => {
  await page.goto('/');
  await appTookOver(page);
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Course Combination', 'Course Combinations'],
    ['Handwritten Notes', 'Handwritten Notes'],
    ['Previous Questions', 'Previous Year Questions'],
    ['Videos', 'Educational Playlists'],
    ['Student Tutor', 'Lab TAs'],
    ['Admin Login', 'Admin Login'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await nav.getByRole('link', { name: /StudyHub/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  expect(await documentWasKept(page)).toBe(true);
});

test('an unknown path shows a page-not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
});
