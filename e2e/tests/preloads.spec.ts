import type { ConsoleMessage } from '@playwright/test';
import { VISITOR_PAGES } from '../fixtures/site-pages.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * A preload the page never uses costs a download, and one whose crossorigin differs from the real
 * request's costs two: Chromium reports both on the console (docs/decisions/0044).
 */
const WASTED_PRELOAD = /preload.*(not used|credentials mode does not match)|preloaded using link preload but not used/i;
// Chromium reports an unused preload only a few seconds after the load event.
const UNUSED_PRELOAD_GRACE_MS = 3_500;

// Every page a visitor opens by its address, from the app manifest.
for (const { name, visit: find } of VISITOR_PAGES) {
  test(`${name} uses every file it preloads`, async ({ page }) => {
    const wasted: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (WASTED_PRELOAD.test(message.text())) wasted.push(message.text());
    });
    const visit = await find();
    await page.goto(visit.path, { waitUntil: 'load' });
    await expect(page.getByRole('main').getByRole('heading', { name: visit.heading }).first()).toBeVisible();
    await page.waitForTimeout(UNUSED_PRELOAD_GRACE_MS);
    expect(wasted, 'console messages about wasted preloads').toEqual([]);
  });
}
