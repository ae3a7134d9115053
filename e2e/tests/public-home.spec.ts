import type { Page } from '@playwright/test';
import { BLOG_PAGE_SIZE } from '@studyhub/shared-api/contract';
import { API_URL } from '../fixtures/ports.ts';
import { publishedBlogs } from '../fixtures/published-blogs.ts';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

const listing = (page: Page) => page.getByRole('region', { name: 'Academic Resources' });
const grid = (page: Page) => listing(page).getByRole('list', { name: 'Academic Resources' });
const cardTitles = (page: Page) => grid(page).getByRole('heading', { level: 3 });
const count = (page: Page) => listing(page).getByRole('status').first();

let blogs: TestBlogs;
const token = uniqueToken('qz');
// Created in this order (Beta oldest, Gamma newest), so each of the four sorts gives a different order.
const beta = `${token} Beta heaps`;
const alpha = `${token} Alpha graphs`;
const gamma = `${token} Gamma tries`;

test.beforeAll(async () => {
  blogs = await TestBlogs.open();
  await blogs.create({ title: beta, category: 'COD' });
  await blogs.create({ title: alpha, category: 'CSE', description: `<h2>Intro</h2><p>${'lorem '.repeat(14)}ipsum dolor sit amet</p>` });
  await blogs.create({ title: gamma, category: 'CSE' });
});
test.afterAll(async () => blogs.removeAll());

test('search in the hero → results and chip → the chip clears it', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home · StudyHub');
  const total = (await publishedBlogs()).length;
  const firstPage = Math.min(total, BLOG_PAGE_SIZE.default);
  await expect(cardTitles(page)).toHaveCount(firstPage);
  await expect(count(page)).toHaveText(`Showing ${total} resources`);

  const search = page.getByRole('searchbox', { name: 'Search resources' });
  await expect(search).toHaveAttribute('required', '');
  await expect(page.getByRole('button', { name: 'Clear Search', exact: true })).toBeHidden();
  await search.fill(token.toUpperCase());
  await search.press('Enter');
  await expect(cardTitles(page)).toHaveText([gamma, alpha, beta]);
  await expect(count(page)).toHaveText('Showing 3 resources');
  await expect(listing(page).getByText(`Search: ${token.toUpperCase()}`)).toBeVisible();

  await listing(page).getByRole('button', { name: `Remove search "${token.toUpperCase()}"` }).click();
  await expect(listing(page).getByText('Search:')).toBeHidden();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear Search', exact: true })).toBeHidden();
  await expect(cardTitles(page)).toHaveCount(firstPage);

  // The hero's own Clear Search does the same.
  await search.fill(token);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cardTitles(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
  await expect(cardTitles(page)).toHaveCount(firstPage);
  await expect(listing(page).getByText('Search:')).toBeHidden();
});

test('category pills, the four sort orders and the result counts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search resources' }).fill(token);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const pills = listing(page).getByRole('radiogroup', { name: 'Filter by category' });
  await expect(pills.getByRole('radio')).toHaveText(['All', 'CSE', 'COD', 'Elective', 'Other']);
  await expect(pills.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');

  await pills.getByRole('radio', { name: 'CSE' }).click();
  await expect(cardTitles(page)).toHaveText([gamma, alpha]);
  await expect(count(page)).toHaveText('Showing 2 resources');
  await pills.getByRole('radio', { name: 'COD' }).click();
  await expect(cardTitles(page)).toHaveText([beta]);
  await expect(count(page)).toHaveText('Showing 1 resource');
  await pills.getByRole('radio', { name: 'Elective' }).click();
  await expect(count(page)).toHaveText('No resources found');
  await expect(listing(page).getByRole('heading', { name: 'No resources found' })).toBeVisible();
  await expect(listing(page).getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  await pills.getByRole('radio', { name: 'All' }).click();

  const sort = listing(page).getByLabel('Sort by');
  await expect(sort).toHaveValue('newest');
  await expect(cardTitles(page)).toHaveText([gamma, alpha, beta]);
  await sort.selectOption('Oldest');
  await expect(cardTitles(page)).toHaveText([beta, alpha, gamma]);
  await sort.selectOption('A-Z');
  await expect(cardTitles(page)).toHaveText([alpha, beta, gamma]);
  await sort.selectOption('Z-A');
  await expect(cardTitles(page)).toHaveText([gamma, beta, alpha]);
  await sort.selectOption('Newest');
  await expect(cardTitles(page)).toHaveText([gamma, alpha, beta]);
});

test('each category pill keeps exactly that category of the seeded and created blogs', async ({ page }) => {
  const all = await publishedBlogs();
  await page.goto('/');
  const pills = listing(page).getByRole('radiogroup', { name: 'Filter by category' });
  for (const category of ['CSE', 'COD', 'Elective', 'Other']) {
    await pills.getByRole('radio', { name: category }).click();
    const expected = all.filter((blog) => blog.category === category).length;
    await expect(cardTitles(page)).toHaveCount(Math.min(expected, BLOG_PAGE_SIZE.default));
    await expect(count(page)).toHaveText(expected === 1 ? 'Showing 1 resource' : `Showing ${expected} resources`);
    // Every card's badge names the pill's category.
    if (expected > 0) await expect(grid(page).getByText(`Category: ${category}`, { exact: true })).toHaveCount(Math.min(expected, BLOG_PAGE_SIZE.default));
  }
});

test('cards: lazy covers at a width that fits, 15-word excerpt, date, tag, and the whole card opens the post', async ({ page }) => {
  await page.goto('/');
  await expect(cardTitles(page).first()).toBeVisible();
  const images = grid(page).locator('img');
  // The hero's heading is the largest paint, not a cover (docs/decisions/0052).
  const loading = await images.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('loading'), node.getAttribute('fetchpriority')]));
  expect(loading.every(([value, priority]) => value === 'lazy' && priority === null)).toBe(true);
  await expect(images.first()).toHaveAttribute('width', '1280');
  await expect(images.first()).toHaveAttribute('height', '720');
  await expect(images.first()).toHaveAttribute('srcset', /\?w=320 320w, .*\?w=1280 1280w$/);
  await images.first().scrollIntoViewIfNeeded();
  await expect.poll(() => images.first().evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
  const { chosen, needed } = await images.first().evaluate((node: HTMLImageElement) => ({
    chosen: Number(new URL(node.currentSrc).searchParams.get('w')),
    needed: node.getBoundingClientRect().width * devicePixelRatio,
  }));
  expect(chosen).toBeGreaterThanOrEqual(Math.min(needed, 1280));
  expect(chosen).toBeLessThanOrEqual(Math.max(320, needed * 1.5));

  const card = grid(page).getByRole('link', { name: new RegExp(`^${alpha}`) });
  await expect(card).toContainText(`Intro ${'lorem '.repeat(14).trim()}…`);
  await expect(card).toContainText('Read More');
  await expect(card).toContainText('Academic Resource');
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(card.locator('time')).toHaveText(today);
  await card.locator('img').click();
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: alpha })).toBeVisible();
});

test('the grid has 1, 2, 3 and 4 columns at small, sm, lg and xl widths', async ({ page }) => {
  await page.goto('/');
  await expect(cardTitles(page).first()).toBeVisible();
  for (const [width, columns] of [[500, 1], [800, 2], [1100, 3], [1400, 4]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => grid(page).evaluate((node) => getComputedStyle(node).gridTemplateColumns.split(' ').length), `${width}px`).toBe(columns);
  }
});

test('the contributors carousel moves two at a time and wraps both ways', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Our Contributors' });
  await expect(section.getByText('Meet the talented individuals who made the product possible.')).toBeVisible();
  await expect(section.getByRole('article', { name: 'Rowan Vale' })).toContainText('Featured creator');
  const carousel = section.getByRole('group', { name: 'Content contributors' });
  const names = carousel.getByRole('heading', { level: 3 });
  await expect(names).toHaveText(['Mira Solberg', 'Tobias Fernhill']);
  await carousel.getByRole('button', { name: 'Next contributors' }).click();
  await expect(names).toHaveText(['Priya Lantern']);
  await carousel.getByRole('button', { name: 'Next contributors' }).click();
  await expect(names).toHaveText(['Mira Solberg', 'Tobias Fernhill']);
  await carousel.getByRole('button', { name: 'Previous contributors' }).click();
  await expect(names).toHaveText(['Tobias Fernhill', 'Priya Lantern']);

  const linkedIn = section.getByRole('link', { name: /Rowan Vale on LinkedIn/ });
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the demo box shows the server’s demo login and leads to the admin login', async ({ page }) => {
  const { site } = (await (await fetch(`${API_URL}/api/site`)).json()) as { site: { demo: { email: string; password: string } } };
  await page.goto('/');
  const box = page.getByRole('complementary', { name: 'Try the admin portal' });
  await expect(box).toContainText('For demo purposes only');
  await expect(box).toContainText(site.demo.email);
  await expect(box).toContainText(site.demo.password);
  await box.getByRole('link', { name: 'Open the admin login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('the footer has its columns, social links and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'GitHub']) await expect(footer.getByRole('link', { name: `StudyHub on ${name}` })).toBeVisible();
  for (const heading of ['Resources', 'Departments', 'Student Support', 'Community']) await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} StudyHub`);
  await expect(footer).toContainText('Affiliated with top educational institutions worldwide');
});
