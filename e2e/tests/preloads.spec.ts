import type { ConsoleMessage } from '@playwright/test';
import { newestPublishedBlog } from '../fixtures/published-blogs.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * A preload the page never uses costs a download, and one whose crossorigin differs from the real
 * request's costs two: Chromium reports both on the console (docs/decisions/0044).
 */
const WASTED_PRELOAD = /preload.*(not used|credentials mode does not match)|preloaded using link preload but not used/i;
// Chromium reports an unused preload only a few seconds after the load event.
const UNUSED_PRELOAD_GRACE_MS = 3_500;

const ROUTES: [path: string | (() => Promise<string>), heading: RegExp][] = [
  ['/', /Academic Resources/],
  [async () => `/blog/${(await newestPublishedBlog())._id}`, /.+/],
  ['/notes', /Handwritten Notes/],
  ['/notes/cse220', /CSE220/],
  ['/questions', /Previous Year Questions/],
  ['/videos', /Educational Playlists/],
  ['/lab', /Lab TAs/],
  ['/course-combination', /Course Combinations/],
  ['/search?q=x', /Search/],
  ['/admin', /Admin Login/],
];

for (const [route, heading] of ROUTES) {
  const name = typeof route === 'string' ? route : '/blog/{id}';
  test(`${name} uses every file it preloads`, async ({ page }) => {
    const wasted: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (WASTED_PRELOAD.test(message.text())) wasted.push(message.text());
    });
    await page.goto(typeof route === 'string' ? route : await route(), { waitUntil: 'load' });
    await expect(page.getByRole('main').getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForTimeout(UNUSED_PRELOAD_GRACE_MS);
    expect(wasted, 'console messages about wasted preloads').toEqual([]);
  });
}
