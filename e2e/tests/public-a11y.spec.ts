import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { API_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// The public pages in a real browser, light and dark, checked by axe-core with contrast included
// (jsdom cannot measure it). Only the page's own content is checked; the shell has its own tests.

test.use({ reducedMotion: 'reduce' });

/** Only the page's own content: the shell has its own checks. */
const violations = async (page: Page) => describeViolations('main', await axeViolations(page, { include: [['main']] }));

for (const colorScheme of ['light', 'dark'] as const) {
  test(`home and blog detail pass axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Try the admin portal' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Academic Resources' })).toBeVisible();
    expect(await violations(page), 'home').toEqual([]);

    const { blogs } = (await (await fetch(`${API_URL}/api/blog/all?view=summary`)).json()) as { blogs: { _id: string }[] };
    await page.goto(`/blog/${blogs[0]!._id}`);
    await expect(page.getByRole('form', { name: 'Leave a comment' })).toBeVisible();
    expect(await violations(page), 'blog detail').toEqual([]);

    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Resource not found' })).toBeVisible();
    expect(await violations(page), 'not found').toEqual([]);
  });
}
