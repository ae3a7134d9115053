// The home listing served a page at a time: Load more, keyset pages while blogs are added, and
// the view (search, category, sort) kept in the URL through reloads and back/forward.
import type { Page } from '@playwright/test';
import { BLOG_PAGE_SIZE } from '@studyhub/shared-api/contract';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

const listing = (page: Page) => page.getByRole('region', { name: 'Academic Resources' });
const cardTitles = (page: Page) => listing(page).getByRole('list', { name: 'Academic Resources' }).getByRole('heading', { level: 3 });
const count = (page: Page) => listing(page).getByRole('status').first();
const loadMore = (page: Page) => listing(page).getByRole('button', { name: 'Load more' });

const PAGE = BLOG_PAGE_SIZE.default;
const EXTRA = 2;
let blogs: TestBlogs;
const token = uniqueToken('pg');
const title = (index: number) => `${token} post ${String(index).padStart(2, '0')}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  blogs = await TestBlogs.open();
  // Oldest first: post 00 … post 25, the odd ones in COD.
  for (let index = 0; index < PAGE + EXTRA; index += 1) await blogs.create({ title: title(index), category: index % 2 ? 'COD' : 'CSE' });
});
test.afterAll(async () => blogs.removeAll());

test('Load more walks the pages by keyboard, announces the count and moves focus to the first new card', async ({ page }) => {
  await page.goto(`/?q=${token}&sort=az`);
  await expect(cardTitles(page)).toHaveCount(PAGE);
  await expect(count(page)).toHaveText(`Showing ${PAGE + EXTRA} resources`);
  const shown = listing(page).getByText(`${PAGE} of ${PAGE + EXTRA} shown`);
  await expect(shown).toHaveAttribute('aria-live', 'polite');

  await loadMore(page).focus();
  await page.keyboard.press('Enter');
  await expect(cardTitles(page)).toHaveCount(PAGE + EXTRA);
  await expect(cardTitles(page)).toHaveText(Array.from({ length: PAGE + EXTRA }, (_, index) => title(index)));
  await expect(listing(page).getByText(`${PAGE + EXTRA} of ${PAGE + EXTRA} shown`)).toBeVisible();
  await expect(listing(page).getByRole('link', { name: new RegExp(`^${title(PAGE)}`) })).toBeFocused();
  await expect(loadMore(page)).toBeHidden();
});

test('a blog published between pages neither repeats nor hides the cards after it', async ({ page }) => {
  await page.goto(`/?q=${token}`);
  await expect(cardTitles(page)).toHaveCount(PAGE);
  const firstPage = await cardTitles(page).allTextContents();
  // Newest first: the new post belongs on the page already shown; the next page starts where the last one ended.
  await blogs.create({ title: `${token} post late`, category: 'Other' });
  await loadMore(page).click();
  await expect(cardTitles(page)).toHaveCount(PAGE + EXTRA);
  const all = await cardTitles(page).allTextContents();
  expect(all.slice(0, PAGE)).toEqual(firstPage);
  expect(all.slice(PAGE)).toEqual([title(1), title(0)]);
  expect(new Set(all).size).toBe(all.length);
  await expect(count(page)).toHaveText(`Showing ${PAGE + EXTRA + 1} resources`);
});

test('the view lives in the URL: shared, reloaded, and walked with back and forward', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search resources' });
  await search.fill(token);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/\\?q=${token}$`));

  await listing(page).getByRole('radio', { name: 'COD' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${token}&category=COD$`));
  await listing(page).getByLabel('Sort by').selectOption('Oldest');
  await expect(page).toHaveURL(new RegExp(`\\?q=${token}&category=COD&sort=oldest$`));
  await expect(cardTitles(page).first()).toHaveText(title(1));

  await page.reload();
  await expect(cardTitles(page).first()).toHaveText(title(1));
  await expect(listing(page).getByRole('radio', { name: 'COD' })).toHaveAttribute('aria-checked', 'true');
  await expect(listing(page).getByLabel('Sort by')).toHaveValue('oldest');
  await expect(search).toHaveValue(token);
  await expect(count(page)).toHaveText(`Showing ${(PAGE + EXTRA) / 2} resources`);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=${token}&category=COD$`));
  await expect(listing(page).getByLabel('Sort by')).toHaveValue('newest');
  await expect(cardTitles(page).first()).toHaveText(title(PAGE + EXTRA - 1));
  await page.goBack();
  await expect(listing(page).getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
  await page.goForward();
  await expect(listing(page).getByRole('radio', { name: 'COD' })).toHaveAttribute('aria-checked', 'true');

  // Clearing the search keeps the rest of the view.
  await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
  await expect(page).toHaveURL(/\/\?category=COD$/);
  await expect(search).toHaveValue('');
});
