import type { Page } from '@playwright/test';
import { adminBlogTitled } from '../fixtures/admin-api.ts';
import { ADMIN_MODES, loginThroughAdminUi } from '../fixtures/login.ts';
import { SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// A blog's life through the admin UI: added with an uploaded cover and published, seen on the home
// page, turned into a draft (gone from the home page), deleted. In the shell and standalone.

// A 1×1 PNG; the API re-encodes covers to WebP.
const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');


for (const { mode, origin } of ADMIN_MODES) {
  test.describe(`blogs ${mode}`, () => {
    const inShell = origin === SHELL_URL;
    const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

    /** The public home page: by the navbar inside the shell (the store stays), else the site's URL. */
    async function openHome(page: Page) {
      if (inShell) await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /StudyHub/ }).click();
      else await page.goto(`${SHELL_URL}/`);
      await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
    }

    async function openBlogLists(page: Page) {
      if (inShell) await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      else await page.goto(`${origin}/admin`);
      await sidebar(page).getByRole('link', { name: 'Blog Lists' }).click();
      await expect(page.getByRole('table', { name: 'All blogs' })).toBeVisible();
    }

    test('add with a cover and publish → on the home page → draft → gone → delete', async ({ page }) => {
      test.setTimeout(60_000);
      const title = `Dijkstra in practice (${mode}, ${Date.now()})`;
      await loginThroughAdminUi(page, { origin, path: '/admin/addBlog' });

      await page.getByLabel('Thumbnail').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
      await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
      await page.getByLabel('Blog Title').fill(title);
      await page.getByLabel('Subtitle').fill('Shortest paths with a priority queue');
      const editor = page.getByRole('textbox', { name: 'Blog Description' });
      await editor.click();
      await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('Relax every edge');
      await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' once per pop.');
      await page.getByLabel('Blog Category').selectOption('COD');
      await page.getByLabel('Publish Now').check();
      await page.getByRole('button', { name: 'Add Blog' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'Blog added successfully' })).toBeVisible();
      await expect(page.getByLabel('Blog Title')).toHaveValue('');
      await expect(page.getByLabel('Publish Now')).not.toBeChecked();
      await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toHaveCount(0);

      const stored = await adminBlogTitled(title);
      expect(stored).toMatchObject({ category: 'COD', isPublished: true, description: '<p><strong>Relax every edge</strong> once per pop.</p>' });
      const cover = await fetch(stored!.image);
      expect(cover.headers.get('content-type')).toBe('image/webp');

      await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
      await expect(page.getByRole('table', { name: 'Recent Content' }).getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })).toContainText('Published');

      await openHome(page);
      await expect(page.getByRole('main').getByText(title)).toBeVisible();

      await openBlogLists(page);
      await page.getByRole('button', { name: `Unpublish ${title}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Blog unpublished' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Publish ${title}` })).toBeVisible();

      await openHome(page);
      await expect(page.getByRole('main').getByText(title)).toHaveCount(0);

      await openBlogLists(page);
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Are you sure you want to delete this blog? This action cannot be undone.');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Blog deleted successfully' })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
      expect(await adminBlogTitled(title)).toBeUndefined();
    });

    test('names what is missing and sends nothing', async ({ page }) => {
      await loginThroughAdminUi(page, { origin, path: '/admin/addBlog' });
      await page.getByRole('button', { name: 'Add Blog' }).click();
      for (const message of ['Please upload a thumbnail image', 'Please enter a title', 'Please enter a subtitle', 'Please add blog content']) {
        await expect(page.getByText(message)).toBeVisible();
      }
      await expect(page.getByLabel('Thumbnail')).toBeFocused();
      await page.getByLabel('Thumbnail').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await expect(page.getByText('The thumbnail must be a JPEG, PNG, WebP or GIF image')).toBeVisible();
    });
  });
}
