import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

// The site search: the navigation bar's combobox (keyboard only) and the shell's /search page,
// over blogs from the API and the built-in resources from remote-resources' federated index.

let blogs: TestBlogs;
const token = uniqueToken('ss');
const recursionTitle = `Recursion ${token} walkthrough`;

test.beforeAll(async () => {
  blogs = await TestBlogs.open();
  await blogs.create({ title: recursionTitle, description: '<p>Recursion explained, base case first.</p>' });
});
test.afterAll(async () => blogs.removeAll());

const combobox = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const main = (page: Page) => page.getByRole('main');

/** Fails the test if the page ran a payload: a dialog, or the flag the payloads set. */
async function watchForScripts(page: Page): Promise<() => Promise<void>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'dialogs opened by the page').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  };
}

test('keyboard only: "/" focuses the navigation search, suggestions are grouped and marked, ArrowDown + Enter opens one', async ({ page }) => {
  await page.goto('/notes');
  await appTookOver(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeVisible();
  await expect(page.getByText('/', { exact: true })).toBeVisible(); // the keyboard hint

  await page.keyboard.press('/');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('programming');
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  for (const group of ['Blogs', 'Courses', 'Playlists']) await expect(suggestions(page).getByRole('group', { name: group })).toBeVisible();
  await expect(suggestions(page).locator('mark').first()).toHaveText(/programming/i);

  await page.keyboard.press('ArrowDown');
  const first = suggestions(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const title = (await first.textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(combobox(page)).toHaveValue('');

  // Ctrl+K from anywhere, Enter with no option active: the search page with every group.
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('programming');
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=programming$/);
  const headings = main(page).getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Blogs');
  await expect(main(page).getByRole('region', { name: 'Courses' }).locator('mark').first()).toHaveText(/programming/i);
  await expect(main(page).getByRole('status')).toHaveText(/^\d+ results? for “programming”$/);
  expect(await headings.allTextContents()).toEqual(expect.arrayContaining(['Blogs', 'Courses', 'Playlists']));
});

test('/search?q=recursion loads directly, survives a reload, and links its results', async ({ page }) => {
  await page.goto('/search?q=recursion');
  await expect(page).toHaveTitle('Search: recursion · StudyHub');
  const blogsGroup = main(page).getByRole('region', { name: 'Blogs' });
  const link = blogsGroup.getByRole('link', { name: recursionTitle });
  await expect(link).toBeVisible();
  await expect(link.locator('mark')).toHaveText('Recursion');
  await expect(main(page).getByRole('searchbox')).toHaveValue('recursion');

  await page.reload();
  await expect(link).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText(/^\d+ results? for “recursion”$/);

  // Typing replaces the query in the address once the student pauses.
  await main(page).getByRole('searchbox').fill('tutors');
  await expect(page).toHaveURL(/\/search\?q=tutors$/);
  await expect(main(page).getByRole('region', { name: 'Lab tutors' }).getByRole('link', { name: 'CSE110 lab tutors' })).toBeVisible();
  await main(page).getByRole('region', { name: 'Lab tutors' }).getByRole('link', { name: 'CSE110 lab tutors' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Lab TAs' })).toBeVisible();
});

test('a query of markup is shown as text, in the page and in the navigation search', async ({ page }) => {
  const payload = '<img src=x onerror=alert(1)>';
  const verify = await watchForScripts(page);
  await page.goto(`/search?q=${encodeURIComponent(payload)}`);
  await expect(main(page).getByRole('searchbox')).toHaveValue(payload);
  await expect(main(page).getByRole('status')).toContainText(`“${payload}”`);
  await expect(main(page).locator('img[src="x"]')).toHaveCount(0);

  await page.getByRole('heading', { level: 1, name: 'Search' }).click(); // out of the page's field, so "/" is a shortcut
  await page.keyboard.press('/');
  await page.keyboard.type(payload);
  await expect(suggestions(page).getByRole('option').last()).toHaveText(`See all results for “${payload}”`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await verify();
});

test('the search page and the open suggestions have no axe violations, light and dark', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/search?q=programming');
    await expect(main(page).getByRole('region', { name: 'Courses' })).toBeVisible();
    await expect(main(page).getByRole('status')).toHaveText(/results? for/);
    expect(describeViolations(`search page [${colorScheme}]`, await axeViolations(page))).toEqual([]);

    await combobox(page).focus();
    await page.keyboard.type('cse220');
    await expect(suggestions(page).getByRole('group', { name: 'Courses' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(describeViolations(`suggestions [${colorScheme}]`, await axeViolations(page))).toEqual([]);

    await page.goto('/search');
    await expect(main(page).getByText(/Type a word or two/)).toBeVisible();
    expect(describeViolations(`empty search [${colorScheme}]`, await axeViolations(page))).toEqual([]);
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the search works beside the small-screen menu and nothing overflows', async ({ page }) => {
    await page.goto('/');
    // The static bar's search takes no typing: the app's replaces it.
    await appTookOver(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(combobox(page)).toBeVisible();

    await combobox(page).click();
    await page.keyboard.type('data structures');
    const list = suggestions(page);
    await expect(list.getByRole('option', { name: 'CSE220: Data Structures' })).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await list.getByRole('option', { name: 'CSE220: Data Structures' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'CSE220: Data Structures' })).toBeVisible();

    await page.goto('/search?q=programming');
    await expect(main(page).getByRole('region', { name: 'Courses' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The menu still opens and closes around the search.
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Previous Year Questions' })).toBeVisible();
    await nav.getByRole('link', { name: 'Previous Year Questions' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Previous Year Questions' })).toBeVisible();
  });
});
