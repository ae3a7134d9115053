import type { Page } from '@playwright/test';
import { API_PATHS, SCHEDULE_MESSAGES } from '@studyhub/shared-api/contract';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL, SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

// Scheduling a draft (issue 34, docs/decisions/0077) on the e2e stack's one API on PGlite, whose
// scheduler looks every second (SCHEDULER_INTERVAL_MS in global-setup.ts): the admin picks a time
// in their own zone, named on the page; the post is nowhere public until then and goes live by
// itself. 40 s ahead leaves a loaded machine room for the checks made before the time.

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

let blogs: TestBlogs;
test.beforeAll(async () => {
  blogs = await TestBlogs.open();
});
test.afterAll(async () => blogs.removeAll());

/** A `datetime-local` value `ms` from now in the page's zone, with seconds (the field takes them when set). */
const localValueIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, ms);
const publicStatus = async (id: string) => (await fetch(`${API_URL}${API_PATHS.blogById.replace(':id', id)}`)).status;

test('a draft scheduled 40 s ahead: refused in the past, "Scheduled for" in the list, 404 before, live after', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const token = uniqueToken('sc');
  const title = `${token} Fenwick trees`;
  const blog = await blogs.create({ title, isPublished: false });
  await loginThroughAdminUi(page, { path: `/admin/edit/${blog._id}` });
  const panel = page.getByRole('region', { name: 'Schedule' });
  const field = panel.getByLabel(`Date and time (${ZONE})`);
  await expect(field).toBeVisible();

  await field.fill(await localValueIn(page, -3_600_000));
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(field).toHaveAccessibleDescription(SCHEDULE_MESSAGES.past);
  await expect(field).toBeFocused();

  const value = await localValueIn(page, 40_000);
  await field.fill(value);
  await panel.getByRole('button', { name: 'Schedule' }).click();
  const status = panel.getByText(/^Scheduled for /);
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expect(status).toContainText(/GMT\+1|CET/);
  // The field's local time in Berlin, stored as the same instant in UTC.
  const stored = (await (await blogs.api.get(API_PATHS.adminBlog.replace(':id', blog._id))).json()) as { blog: { publishAt?: string } };
  const publishAt = Date.parse(stored.blog.publishAt ?? '');
  expect(new Date(publishAt).toLocaleString('sv-SE', { timeZone: ZONE }).replace(' ', 'T')).toBe(value);

  // A visitor, signed out: the admin's own browser shows drafts as a preview.
  const visitor = await (await browser.newContext()).newPage();
  expect(await publicStatus(blog._id)).toBe(404);
  await visitor.goto(`${SHELL_URL}/blog/${blog._id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Resource not found' })).toBeVisible();
  expect(Date.now()).toBeLessThan(publishAt);

  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    found.push(...describeViolations(`schedule panel, ${colorScheme}`, await axeViolations(page)));
  }
  expect(found).toEqual([]);

  await page.getByRole('link', { name: 'Blog Lists' }).first().click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText(/^Scheduled for /)).toBeVisible();

  await expect.poll(() => publicStatus(blog._id), { timeout: 60_000, intervals: [500] }).toBe(200);
  const liveAfter = Date.now() - publishAt;
  console.log(`[schedule e2e] live ${liveAfter} ms after its time`);
  expect(liveAfter).toBeGreaterThanOrEqual(-100);
  expect(liveAfter).toBeLessThanOrEqual(60_000);
  // The shell's host remembers a 404 for 5 s (blog-source.ts): reload until its page shows the post.
  await expect(async () => {
    await visitor.goto(`${SHELL_URL}/blog/${blog._id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.getByText(/Draft preview/)).toHaveCount(0);
  await visitor.context().close();
});

test('Cancel schedule leaves a draft, said in the list', async ({ page }) => {
  test.setTimeout(60_000);
  const token = uniqueToken('cs');
  const title = `${token} Segment trees`;
  const blog = await blogs.create({ title, isPublished: false });
  await loginThroughAdminUi(page, { path: `/admin/edit/${blog._id}` });
  const panel = page.getByRole('region', { name: 'Schedule' });
  await panel.getByLabel(`Date and time (${ZONE})`).fill(await localValueIn(page, 3_600_000));
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(panel.getByText(/^Scheduled for /)).toBeVisible();

  await panel.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: SCHEDULE_MESSAGES.cancelled })).toBeVisible();
  await expect(panel.getByText(/^Scheduled for /)).toHaveCount(0);
  await expect(panel.getByLabel(`Date and time (${ZONE})`)).toBeFocused();

  await page.getByRole('link', { name: 'Blog Lists' }).first().click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Unpublished')).toBeVisible();
  expect(await publicStatus(blog._id)).toBe(404);
});
