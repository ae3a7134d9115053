import type { Browser, Page } from '@playwright/test';
import { APP_MANIFEST } from '@studyhub/shared-api/catalog';
import { newestPublishedBlog } from '../fixtures/published-blogs.ts';
import { appTookOver, documentWasKept, expect, markDocument, test } from '../fixtures/test.ts';

/**
 * The shell's HTML paints the navigation bar and the page's frame before any script has run, with
 * the remote's page in it where the remote renders one without API data, and the app takes them
 * over without moving anything (docs/decisions/0053, 0055).
 */

// The last column: the page's own heading in the HTML (a blog's title, docs/decisions/0056), or null where main shows the loading state.
const PAGES: [name: string, path: () => Promise<string>, current: string | null, heading: RegExp, served: (() => Promise<string>) | null][] = [
  ['/', async () => '/', null, /Academic Resources/, async () => 'Learn together with notes, questions and guides from your campus'],
  ['/notes', async () => '/notes', 'Handwritten Notes', /Handwritten Notes/, async () => 'Handwritten Notes'],
  ['/blog/{id}', async () => `/blog/${(await newestPublishedBlog())._id}`, null, /.+/, async () => (await newestPublishedBlog()).title],
  ['/admin', async () => '/admin', null, /Admin Login/, async () => 'Admin Login'],
];
/** The bar's links as a visitor sees them: each section of the app manifest with a link, then the admin's. */
const NAV_LABELS = [...APP_MANIFEST.apps.flatMap((app) => app.pages.flatMap((entry) => (entry.nav ? [entry.section] : []))), 'Admin Login'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const MAX_LAYOUT_SHIFT = 0.02;

/** Where the frame's boxes are: the bar, its links and buttons, and the top of main. */
async function frameBoxes(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : [];
    };
    const nav = document.querySelector('nav[aria-label="Main"]');
    const boxes: Record<string, number[]> = { header: box(document.querySelector('header')), mainTop: box(document.querySelector('main')).slice(0, 2), pageHeading: box(document.querySelector('main h1')) };
    nav?.querySelectorAll('a, button, input').forEach((element, index) => (boxes[`nav ${index} ${element.textContent || element.tagName}`] = box(element)));
    return boxes;
  });
}

async function withoutJavaScript<T>(browser: Browser, viewport: { width: number; height: number }, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const [name, path, current, , served] of PAGES) {
  test(`${name} without JavaScript has the skip link, the navigation bar and main with ${served ? 'the page' : 'the loading state'}`, async ({ browser }) => {
    const url = await path();
    await withoutJavaScript(browser, { width: 1280, height: 800 }, async (page) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of NAV_LABELS) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      const marked = nav.locator('a[aria-current="page"]');
      if (current) await expect(marked.first()).toHaveText(current);
      else await expect(marked).toHaveCount(0);
      await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
      if (served) {
        // Inert without JavaScript (the page's first script lifts it, docs/decisions/0069): its form must not submit natively.
        const content = page.locator('main > [data-first-paint][inert]');
        await expect(content.locator('h1')).toHaveText(await served());
        await expect(page.getByRole('main')).not.toContainText(/Loading (Home|Handwritten Notes|Admin)…/);
      } else {
        await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Loading .+…$/);
      }
      // The section links work as plain links.
      await nav.getByRole('link', { name: 'Student Tutor' }).click();
      await expect(page).toHaveURL(/\/lab$/);
      await expect(page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]').first()).toHaveText('Student Tutor');
    });
  });

  for (const viewport of VIEWPORTS) {
    test(`${name} at ${viewport.width} px: the app takes the frame over where it was painted, layout shift ≤ ${MAX_LAYOUT_SHIFT}`, async ({ browser, page }) => {
      const url = await path();
      const painted = await withoutJavaScript(browser, viewport, async (staticPage) => {
        await staticPage.goto(url);
        return frameBoxes(staticPage);
      });

      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url, { waitUntil: 'load' });
      await appTookOver(page);
      await expect(page.getByRole('main').getByRole('heading', { name: PAGES.find(([n]) => n === name)![3] }).first()).toBeVisible();
      // React replaced the painted children (appTookOver): the root is a React container now, and the remote's page stands in main.
      // Where the HTML held only the loading state, the page's heading comes with the page.
      const { pageHeading, ...frame } = await frameBoxes(page);
      const { pageHeading: paintedHeading, ...paintedFrame } = painted;
      expect(frame).toEqual(paintedFrame);
      if (served) expect(pageHeading).toEqual(paintedHeading);

      await page.waitForTimeout(1_000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      test.info().annotations.push({ type: 'layout shift', description: total.toFixed(4) });
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);

      // The links are the app's now: a click navigates without reloading the document.
      await markDocument(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (viewport.width < 600) await nav.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('link', { name: 'Student Tutor' }).filter({ visible: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lab TAs' })).toBeVisible();
      expect(await documentWasKept(page)).toBe(true);
    });
  }
}

test('/blog/{id}: the app shows the blog the HTML came with at once, without asking the API for it again', async ({ page }) => {
  const blog = await newestPublishedBlog();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/blog/')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto(`/blog/${blog._id}`);
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  // The page's other reads have been made by now: its comments are shown.
  await expect(page.getByRole('heading', { level: 2, name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expect(asked).not.toContain(`/api/blog/${blog._id}`);
});

test('the first paint follows the visitor’s colour scheme, as the app does', async ({ browser, page }) => {
  const colours = (target: Page) =>
    target.evaluate(() => [document.body, document.querySelector('header')!].map((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]));
  const dark = await withoutJavaScript(browser, { width: 1280, height: 800 }, async (staticPage) => {
    await staticPage.emulateMedia({ colorScheme: 'dark' });
    await staticPage.goto('/');
    return colours(staticPage);
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  expect(await colours(page)).toEqual(dark);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await colours(page)).not.toEqual(dark);
});
