import { APP_MANIFEST } from '@studyhub/shared-api/catalog';
import { demoAdminToken } from '../fixtures/admin-api.ts';
import { E2E_APP_PORTS } from '../fixtures/ports.ts';
import { publishedBlogs } from '../fixtures/published-blogs.ts';
import { visitorPages } from '../fixtures/site-pages.ts';
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

test('every page of the app manifest, and the admin portal\'s own routes, renders through the shell with its heading', async ({ page }) => {
  const routes: [string, string][] = [
    ...(await visitorPages()).map(({ path, heading }): [string, string] => [path, heading]),
    // The admin portal routes these itself (docs/product.md#routes); signed out, each is the login.
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
  // Each section link of the app manifest, labelled with its section, then the bar's admin link.
  const linked = APP_MANIFEST.apps.flatMap((app) => app.pages.flatMap((entry) => (entry.nav && entry.heading ? [[entry.section, entry.heading] as const] : [])));
  for (const [link, heading] of [...linked, ['Admin Login', 'Admin Login'] as const]) {
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
