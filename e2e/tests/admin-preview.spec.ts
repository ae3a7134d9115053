import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { loginThroughAdminUi } from '../fixtures/login.ts';
import { SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';
import { TestBlogs, uniqueToken } from './public-helpers.ts';

// Preview and draft links (issue 34, docs/decisions/0078): a link made on the Edit page opens the
// draft signed out under its banner, unindexed, until it is revoked; Preview shows the form as
// readers will see it, in the public page's own article.

const BANNER = 'Draft preview — not published';
const SHOTS = process.env.PREVIEW_SHOTS;

let blogs: TestBlogs;
test.beforeAll(async () => {
  blogs = await TestBlogs.open();
});
test.afterAll(async () => blogs.removeAll());

test('a draft link works signed out, unindexed and read-only, and dies on "Revoke link"', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const token = uniqueToken('dl');
  const blog = await blogs.create({ title: `${token} Tries`, subTitle: 'Prefix trees', description: `<p>A trie shares prefixes ${token}.</p>`, isPublished: false });

  await loginThroughAdminUi(page, { path: `/admin/edit/${blog._id}` });
  const panel = page.getByRole('region', { name: 'Share draft link' });
  await expect(panel.getByRole('combobox', { name: 'Link expires after' })).toHaveValue('168');
  await panel.getByRole('combobox', { name: 'Link expires after' }).selectOption({ label: '1 day' });
  await panel.getByRole('button', { name: 'Create link' }).click();
  const url = await panel.getByRole('textbox', { name: 'Draft link' }).inputValue();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/preview\/[A-Za-z0-9_-]{43,}$/);
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    expect(describeViolations(`share panel, ${colorScheme}`, await axeViolations(page, { include: [['section[aria-labelledby]']] }))).toEqual([]);
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/share-panel-${colorScheme}-1280.png` });
  }
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.screenshot({ path: `${SHOTS}/share-panel-dark-390.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Someone without an account, in a browser of their own.
  const stranger = await browser.newContext();
  try {
    const reader = await stranger.newPage();
    const served = await reader.goto(`${SHELL_URL}${path}`);
    expect(served?.status()).toBe(200);
    expect(served?.headers()['cache-control']).toBe('no-store');
    expect(served?.headers()['x-robots-tag']).toBe('noindex');
    await expect(reader.getByRole('note').filter({ hasText: BANNER })).toBeVisible();
    await expect(reader.getByRole('heading', { level: 1, name: `${token} Tries` })).toBeVisible();
    await expect(reader.getByRole('article')).toContainText(`A trie shares prefixes ${token}.`);
    await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(reader.locator('link[rel="canonical"]')).toHaveCount(0);
    // Read-only: nothing to comment on, share or follow to.
    await expect(reader.getByRole('form')).toHaveCount(0);
    await expect(reader.getByRole('region', { name: /Comments|Related/ })).toHaveCount(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await reader.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      expect(describeViolations(`draft page, ${colorScheme}`, await axeViolations(reader))).toEqual([]);
      if (SHOTS) await reader.screenshot({ path: `${SHOTS}/draft-page-${colorScheme}-1280.png`, fullPage: true });
    }
    if (SHOTS) {
      await reader.setViewportSize({ width: 390, height: 844 });
      await reader.screenshot({ path: `${SHOTS}/draft-page-dark-390.png` });
      await reader.emulateMedia({ colorScheme: 'light' });
      await reader.screenshot({ path: `${SHOTS}/draft-page-light-390.png` });
    }

    await panel.getByRole('button', { name: /^Revoke link/ }).click();
    await expect(panel.getByText('No live links.')).toBeVisible();
    const dead = await reader.goto(`${SHELL_URL}${path}`);
    expect(dead?.status()).toBe(404);
    await expect(reader.getByRole('heading', { level: 1, name: 'Preview not found' })).toBeVisible();
    await expect(reader.getByText(`A trie shares prefixes ${token}.`)).toHaveCount(0);
    // A wrong token reads the same.
    await reader.goto(`${SHELL_URL}/preview/${'A'.repeat(43)}`);
    await expect(reader.getByRole('heading', { level: 1, name: 'Preview not found' })).toBeVisible();
    if (SHOTS) await reader.screenshot({ path: `${SHOTS}/draft-page-dead.png` });
  } finally {
    await stranger.close();
  }
});

test("Preview shows the form's unsaved text in the public page's article", async ({ page }) => {
  test.setTimeout(60_000);
  const token = uniqueToken('pv');
  const blog = await blogs.create({ title: `${token} Heaps`, subTitle: 'Binary heaps', description: '<p>A heap keeps its smallest key on top.</p>' });
  await loginThroughAdminUi(page, { path: `/admin/edit/${blog._id}` });
  await page.getByLabel('Blog Title').fill(`${token} Heaps, unsaved`);
  const editor = page.getByRole('textbox', { name: 'Blog Description' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Sift down ${token}.`);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Preview: as readers will see it' });
  const article = dialog.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: `${token} Heaps, unsaved` })).toBeVisible();
  await expect(article).toContainText(`Sift down ${token}.`);
  await expect(article).toContainText('A heap keeps its smallest key on top.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-preview-1280.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Nothing was saved: readers still get the old title.
  await page.goto(`${SHELL_URL}/blog/${blog._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${token} Heaps` })).toBeVisible();
});
