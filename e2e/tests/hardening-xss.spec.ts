import type { APIRequestContext, Page } from '@playwright/test';
import { API_PATHS } from '@studyhub/shared-api/contract';
import { naughtyStrings, XSS_PAYLOADS } from '../../server/test/hardening/payloads.ts';
import { adminApi } from '../fixtures/admin-api.ts';
import { cspViolations, HARDENING_FULL, HARDENING_SEED, scriptCapableMarkup, watchCspViolations, xssFlag } from '../fixtures/hardening.ts';
import { appTookOver, expect, test } from '../fixtures/test.ts';
import { visitorBrowserId } from '../fixtures/visitor.ts';

// Hostile blogs (XSS payloads and naughty strings in the title, subtitle and body, plus one
// approved hostile comment) stored through the real API, then rendered on their pages in Chromium:
// no payload may run. A payload that runs sets window.__xss (or opens a dialog); one the CSP stops
// is reported as a violation; markup that could run on a click, hover or focus must not be there.

const MARKER = `hardening-xss-${HARDENING_SEED}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface HostileBlog {
  id: string;
  title: string;
}

/** Blogs to store: one per payload when full, else a few that carry every payload between them. */
function hostileBlogs(): { title: string; body: string[] }[] {
  const payloads = [...XSS_PAYLOADS];
  if (HARDENING_FULL) {
    const naughty = naughtyStrings(Infinity, HARDENING_SEED);
    const chunks = Array.from({ length: Math.ceil(naughty.length / 25) }, (_, i) => naughty.slice(i * 25, i * 25 + 25));
    return [...payloads.map((payload) => ({ title: payload, body: [payload] })), ...chunks.map((chunk, i) => ({ title: chunk.find((text) => text.trim() !== '') ?? `naughty ${i}`, body: chunk }))];
  }
  const size = Math.ceil(payloads.length / 6);
  return Array.from({ length: 6 }, (_, i) => payloads.slice(i * size, i * size + size)).map((chunk) => ({ title: chunk[0]!, body: chunk }));
}

let api: APIRequestContext;
let stored: HostileBlog[] = [];

test.describe.configure({ mode: 'serial' });

/** Adds a hostile blog; false when the API refused its body for a data: URL (decision 0071), which stores nothing. */
async function addHostileBlog(index: number, title: string, body: readonly string[]): Promise<boolean> {
  const description = `<p>Hostile ${index}</p>${body.map((text) => `${text}<p>${text}</p>`).join('')}`;
  const response = await api.post(API_PATHS.blogAdd, {
    multipart: {
      blog: JSON.stringify({ title: title.slice(0, 200), subTitle: `${MARKER} ${index} ${body[0]!.slice(0, 200)}`, description, category: 'Other', isPublished: true }),
      image: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  const answer = await response.text();
  if (response.status() === 400 && answer.includes('data: URL')) return false;
  expect(response.status(), `blog ${index} ${JSON.stringify(title)}: ${answer}`).toBe(200);
  return true;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await adminApi();
  let expected = 0;
  for (const [index, blog] of hostileBlogs().entries()) {
    if (await addHostileBlog(index, blog.title, blog.body)) {
      expected += 1;
      continue;
    }
    // Refused as a whole: every payload of it that the API accepts alone still goes on a page.
    for (const [part, text] of blog.body.entries()) if (await addHostileBlog(index * 1000 + part, text, [text])) expected += 1;
  }
  const { blogs: all } = (await (await api.get(API_PATHS.adminBlogs)).json()) as { blogs: { _id: string; title: string; subTitle?: string }[] };
  stored = all.filter((blog) => blog.subTitle?.startsWith(MARKER)).map((blog) => ({ id: blog._id, title: blog.title }));
  expect(stored).toHaveLength(expected);
  expect(expected, 'hostile blogs the API stored').toBeGreaterThan(0);

  // One comment carrying as many payloads as fit, approved so that the blog page shows it.
  const content = XSS_PAYLOADS.join(' ').slice(0, 2000);
  const comment = await api.post(API_PATHS.blogAddComment, { data: { blog: stored[0]!.id, name: '<img src=x onerror=window.__xss=1>', content, browserId: visitorBrowserId() } });
  expect(comment.status()).toBe(200);
  const { comments } = (await (await api.get(API_PATHS.adminComments)).json()) as { comments: { _id: string; content: string }[] };
  const mine = comments.find((candidate) => candidate.content === content.trim());
  expect(mine).toBeDefined();
  expect((await api.post(API_PATHS.adminApproveComment, { data: { id: mine!._id } })).status()).toBe(200);
});

test.afterAll(async () => {
  for (const blog of stored) await api.post(API_PATHS.blogDelete, { data: { id: blog.id } });
  await api.dispose();
});

async function expectNoScriptRan(page: Page, where: string, dialogs: string[]): Promise<void> {
  expect(await xssFlag(page), `${where}: a payload ran`).toBeUndefined();
  expect(dialogs, `${where}: dialogs opened`).toEqual([]);
  expect(await scriptCapableMarkup(page), `${where}: script-capable markup`).toEqual([]);
  const violations = (await cspViolations(page)).filter((violation) => !violation.directive.startsWith('img-src'));
  expect(violations, `${where}: CSP violations`).toEqual([]);
}

test('no stored hostile blog or comment runs script on its page', async ({ page }) => {
  test.setTimeout(HARDENING_FULL ? 600_000 : 90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await watchCspViolations(page);
  console.log(`[hardening-xss] seed ${HARDENING_SEED}: ${stored.length} hostile blogs${HARDENING_FULL ? ' (full)' : ''}`);
  for (const blog of stored) {
    await page.goto(`/blog/${blog.id}`);
    // The title is shown as text: the page really rendered the hostile item.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), blog.id).toHaveText(blog.title.trim());
    await page.waitForLoadState('networkidle');
    await expectNoScriptRan(page, `/blog/${blog.id}`, dialogs);
  }
});

test('the home page lists the hostile blogs and runs none of them', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await watchCspViolations(page);
  await page.goto('/');
  // Each card's title is a heading inside the card's link: the hostile title is shown as text.
  await expect(page.getByRole('link').getByRole('heading', { name: stored[0]!.title.trim(), exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoScriptRan(page, '/', dialogs);
});

test('the detectors see a payload that reaches the page', async ({ page }) => {
  await watchCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  // Before the takeover React would replace the painted main, payload and all.
  await appTookOver(page);
  expect(await scriptCapableMarkup(page)).toEqual([]);
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>'));
  await expect.poll(async () => (await cspViolations(page)).map((violation) => violation.directive)).toContain('script-src-attr');
  // The page's own first script, in the head, is not counted; an inline script anywhere else is.
  expect(await scriptCapableMarkup(page)).toEqual(['<img onerror>', '<script>']);
  // The CSP held, so the flag stayed unset: the markup and violation checks are what caught it.
  expect(await xssFlag(page)).toBeUndefined();
});
