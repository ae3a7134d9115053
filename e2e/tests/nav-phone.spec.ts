import type { Locator, Page } from '@playwright/test';
import { demoAdminToken } from '../fixtures/admin-api.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

for (const width of [360, 390]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('the navigation bar keeps its items on one row, inside the screen', async ({ page }) => {
      await expectOneRow(page, width, 'Admin Login');
    });

    test('the same holds for the longer "Dashboard" of a logged-in admin', async ({ page }) => {
      await page.addInitScript((token) => localStorage.setItem('token', token), await demoAdminToken());
      await expectOneRow(page, width, 'Dashboard');
    });
  });
}

async function expectOneRow(page: Page, width: number, adminLabel: string): Promise<void> {
  await page.goto('/');
  await appTookOver(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const items = [
    nav.getByRole('link', { name: 'StudyHub' }),
    nav.getByRole('combobox', { name: 'Search' }),
    nav.getByRole('link', { name: adminLabel }),
    nav.getByRole('button', { name: 'Open menu' }),
  ];
  const boxes = await Promise.all(items.map(box));
  // One row: every item overlaps the vertical span of every other.
  const top = Math.max(...boxes.map((b) => b.y));
  const bottom = Math.min(...boxes.map((b) => b.y + b.height));
  expect(bottom, 'items on one row').toBeGreaterThan(top);
  for (const [index, b] of boxes.entries()) {
    expect(b.x, `item ${index} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `item ${index} ends on screen`).toBeLessThanOrEqual(width);
  }
  // Touch targets stay at least 44 px tall (WCAG 2.5.5).
  for (const b of boxes.slice(1)) expect(b.height).toBeGreaterThanOrEqual(44);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no horizontal scrolling').toBe(0);
}

// From 401 to 480 px the button shows both words; as a flex container it would trim the space between them.
test.describe('at 412 px wide', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('"Admin Login" shows with a space between its words', async ({ page }) => {
    await page.goto('/');
    await appTookOver(page);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Login' });
    const gap = await link.evaluate((element) => {
      const word = document.createRange();
      word.selectNodeContents(element.firstChild!);
      return element.querySelector('span')!.getBoundingClientRect().left - word.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThanOrEqual(3);
  });
});
