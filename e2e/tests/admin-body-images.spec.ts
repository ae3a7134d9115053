import { adminBlogTitled } from '../fixtures/admin-api.ts';
import { loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// Issue 33: an image pasted into the editor goes to the media store, not into the body as data:
// bytes; it is described in the alt text dialog and stored with its widths.

// A 1×1 PNG for the cover; the pasted image is drawn in the page.
const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const ALT = 'A graph of five nodes';


test('an image pasted into the editor is uploaded, described, and stored with its widths', async ({ page }) => {
  test.setTimeout(60_000);
  const title = `Graphs with pictures (${Date.now()})`;
  await loginThroughAdminUi(page, { path: '/admin/addBlog' });
  await page.getByLabel('Thumbnail').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
  await page.getByLabel('Blog Title').fill(title);
  await page.getByLabel('Subtitle').fill('Drawn, not described in words');
  const editor = page.getByRole('textbox', { name: 'Blog Description' });
  await editor.click();
  await page.keyboard.type('A graph: ');

  // What the browser does on a paste of a copied screenshot: a file on the clipboard, no HTML.
  await editor.evaluate(async (root) => {
    const canvas = new OffscreenCanvas(1000, 500);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3366cc';
    context.fillRect(0, 0, 1000, 500);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([blob], 'graph.png', { type: 'image/png' }));
    root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  });

  const dialog = page.getByRole('dialog', { name: 'Describe the image' });
  await expect(dialog.getByLabel('Alt text', { exact: true })).toBeFocused();
  await dialog.getByLabel('Alt text', { exact: true }).fill(ALT);
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toHaveCount(0);

  const image = editor.getByRole('img', { name: ALT });
  await expect(image).toHaveAttribute('src', /\/api\/media\/[0-9a-f-]{36}$/);
  await expect(image).toHaveAttribute('width', '1000');
  await expect(image).toHaveAttribute('height', '500');
  const src = (await image.getAttribute('src'))!;
  const id = src.slice(src.lastIndexOf('/') + 1);

  // The store holds the image and a narrower copy at each width below its own.
  const widths = await page.evaluate(
    (url) => Promise.all(['', '?w=320', '?w=480', '?w=720', '?w=960', '?w=1280'].map(async (query) => (await createImageBitmap(await (await fetch(`${url}${query}`)).blob())).width)),
    src,
  );
  expect(widths).toEqual([1000, 320, 480, 720, 960, 1000]);

  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog added successfully' })).toBeVisible();

  // Stored with the media path, the alt text and the pixels; the admin list answers with the
  // reader's HTML, which offers the stored widths, the image's own the widest.
  const stored = await adminBlogTitled(title);
  expect(stored?.description).toContain(`/api/media/${id}?w=960 960w, ${API_URL}/api/media/${id} 1000w"`);
  expect(stored?.description).toContain(`width="1000" height="500" alt="${ALT}"`);
  expect(stored?.description).not.toContain('data:');
});
