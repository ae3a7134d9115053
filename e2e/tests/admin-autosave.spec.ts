import type { Page } from '@playwright/test';
import { API_PATHS, type BlogResponse, type NewPostDraftResponse } from '@studyhub/shared-api/contract';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { ADMIN_URL, heldToken, loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL, SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

// Autosave (issue 34, docs/decisions/0076): typing survives a reload before and after the server
// has it; an autosaved edit of a published post changes nothing readers see; an unreachable API
// is said, retried and recovered from; leaving with unsent text asks first.

let blogs: TestBlogs;
test.beforeAll(async () => {
  blogs = await TestBlogs.open();
});
test.afterAll(async () => blogs.removeAll());

const status = (page: Page) => page.getByRole('status', { name: 'Autosave' });
const note = (page: Page) => page.getByRole('region', { name: 'Unsaved text' });
/** The browser's copies only: the session token stays. */
const dropBrowserCopies = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('studyhub:autosave:')).forEach((key) => localStorage.removeItem(key)));

async function reloadAccepting(page: Page) {
  // Reloading with text on no server asks first (beforeunload): this test means to leave.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

const STATUS = ['[role="status"][aria-label="Autosave"]'];
const NOTE = ['[aria-label="Unsaved text"]'];

/** The note and the status, contrast included, light and dark. */
async function a11yInBothSchemes(page: Page, what: string, include: string[][] = [NOTE, STATUS]): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    found.push(...describeViolations(`${what}, ${colorScheme}`, await axeViolations(page, { include })));
  }
  return found;
}

test('Add Blog: typed text comes back after a reload, from the browser at once and from the server later; "Discard draft" ends it', async ({ page }) => {
  test.setTimeout(90_000);
  const token = uniqueToken('as');
  await loginThroughAdminUi(page, { path: '/admin/addBlog' });
  await page.getByLabel('Blog Title').fill(`${token} Union-find`);
  await page.getByLabel('Subtitle').fill('Disjoint sets');
  await page.getByRole('textbox', { name: 'Blog Description' }).click();
  await page.keyboard.type('Union by rank keeps the trees flat.');

  // At once, before any autosave could reach the server: the browser's copy.
  await reloadAccepting(page);
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Union-find`);
  await expect(page.getByRole('textbox', { name: 'Blog Description' })).toContainText('Union by rank keeps the trees flat.');
  await expect(note(page)).toContainText('Restored your unsaved draft from');
  await expect(note(page)).toContainText('The cover image is not kept in a draft');
  // The server gets it too: sent as the page was left (keepalive), or now from the browser's copy.
  const serverDraft = async () => {
    const answer = await page.request.get(`${API_URL}${API_PATHS.adminNewPostDraft}`, { headers: { authorization: (await heldToken(page))! } });
    return ((await answer.json()) as NewPostDraftResponse).draft;
  };
  await expect.poll(async () => (await serverDraft())?.title, { timeout: 15_000 }).toBe(`${token} Union-find`);
  expect(await a11yInBothSchemes(page, 'restored draft')).toEqual([]);

  // From the server alone, as on another device.
  await dropBrowserCopies(page);
  await page.reload();
  await expect(page.getByLabel('Subtitle')).toHaveValue('Disjoint sets');
  await expect(note(page)).toBeVisible();

  await note(page).getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Blog Title')).toHaveValue('');
  await expect(note(page)).toHaveCount(0);
  await expect.poll(serverDraft).toBeNull();
});

test('Edit of a published post: autosaved, unseen by readers, restored when the editor opens again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const token = uniqueToken('ae');
  const blog = await blogs.create({ title: `${token} Red-black trees`, description: '<p>Every path has the same number of black nodes.</p>' });
  await loginThroughAdminUi(page, { path: `/admin/edit/${blog._id}` });
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Red-black trees`);
  await page.getByLabel('Blog Title').fill(`${token} Red-black trees, half rewritten`);
  await page.getByRole('textbox', { name: 'Blog Description' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Rotations fix the colours.');
  await expect(status(page)).toHaveText('Saved', { timeout: 15_000 });

  // Readers see the post as it was saved: the API and the public page.
  const read = (await (await fetch(`${API_URL}${API_PATHS.blogById.replace(':id', blog._id)}`)).json()) as BlogResponse;
  expect(read.blog.title).toBe(`${token} Red-black trees`);
  const reader = await browser.newPage();
  await reader.goto(`${SHELL_URL}/blog/${blog._id}`);
  await expect(reader.getByRole('heading', { level: 1, name: `${token} Red-black trees` })).toBeVisible();
  await expect(reader.getByRole('main')).not.toContainText('Rotations fix the colours.');
  await reader.close();

  // Opened again (from the server: the browser's copy is gone once the server has it).
  await page.reload();
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Red-black trees, half rewritten`);
  await expect(page.getByRole('textbox', { name: 'Blog Description' })).toContainText('Rotations fix the colours.');
  await expect(note(page)).toContainText('Restored your unsaved changes from');
  expect(await a11yInBothSchemes(page, 'restored edit')).toEqual([]);

  await note(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Red-black trees`);
  await expect(status(page)).toHaveText('Saved', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Red-black trees`);
  await expect(note(page)).toHaveCount(0);
});

test('standalone, the API unreachable: "Not saved — retrying", leaving asks first, then it recovers', async ({ page }) => {
  test.setTimeout(90_000);
  const token = uniqueToken('ar');
  const blog = await blogs.create({ title: `${token} Skip lists`, description: '<p>Levels of linked lists.</p>' });
  await loginThroughAdminUi(page, { origin: ADMIN_URL, path: `/admin/edit/${blog._id}` });
  await expect(page.getByLabel('Blog Title')).toHaveValue(`${token} Skip lists`);
  const autosaves = `**${API_PATHS.adminBlogAutosave.replace(':id', blog._id)}`;
  await page.route(autosaves, (route) => route.abort('connectionfailed'));

  await page.getByLabel('Subtitle').fill('Typed while the API is down');
  await expect(status(page)).toHaveText('Not saved — retrying', { timeout: 15_000 });
  expect(await a11yInBothSchemes(page, 'retrying', [STATUS])).toEqual([]);

  // Following a link now asks; staying keeps everything.
  const asked = page.waitForEvent('dialog');
  const click = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Lists' }).click();
  const dialog = await asked;
  expect(dialog.message()).toBe('Leave this page? What you typed last is not saved yet.');
  await dialog.dismiss();
  await click;
  await expect(page.getByLabel('Subtitle')).toHaveValue('Typed while the API is down');

  await page.unroute(autosaves);
  await expect(status(page)).toHaveText('Saved', { timeout: 20_000 });
  // Nothing unsent: the link just goes.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Lists' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Blog Lists' })).toBeVisible();
});
