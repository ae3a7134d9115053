import { API_PATHS } from '@studyhub/shared-api/contract';
import { demoCredentials } from '../fixtures/admin-api.ts';
import { ADMIN_MODES, heldToken, loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL, SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// The admin portal itself: login, the guard, logout, View Site, and what each page downloads.
// Every flow runs in the shell and on the admin remote's own origin.

for (const { mode, origin } of ADMIN_MODES) {
  test.describe(`admin portal ${mode}`, () => {
    test('refuses bad credentials with the server message, then logs in with good ones', async ({ page }) => {
      const { email, password } = await demoCredentials();
      await page.goto(`${origin}/admin`);
      await expect(page.getByText('Enter your credentials to access the admin panel')).toBeVisible();
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(`${password}-wrong`);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Invalid email or password' })).toBeVisible();
      expect(await heldToken(page)).toBeNull();

      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeFocused();
      await expect(page.getByRole('group', { name: 'Total Blogs' })).toBeVisible();
      expect(await heldToken(page)).toBeTruthy();
    });

    test('guards every admin page, opens the asked-for page after login, and links to the site', async ({ page }) => {
      for (const path of ['/admin/addBlog', '/admin/Comments', '/admin/comments']) {
        await page.goto(`${origin}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' }), path).toBeVisible();
      }
      await loginThroughAdminUi(page, { origin, path: '/admin/listBlog' });
      await expect(page.getByRole('heading', { level: 2, name: 'Blog Lists' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'All blogs' })).toBeVisible();

      const viewSite = page.getByRole('link', { name: /View Site/ });
      await expect(viewSite).toHaveAttribute('target', '_blank');
      const [site] = await Promise.all([page.waitForEvent('popup'), viewSite.click()]);
      await expect(site).toHaveURL(`${SHELL_URL}/`);
      await expect(site.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
    });

    test('logout revokes the token: the API refuses it afterwards', async ({ page }) => {
      await loginThroughAdminUi(page, { origin });
      const token = await heldToken(page);
      expect(token).toBeTruthy();
      const before = await fetch(`${API_URL}${API_PATHS.adminDashboard}`, { headers: { authorization: token! } });
      expect(before.status).toBe(200);

      await page.getByRole('button', { name: 'Logout' }).click();
      // Logout goes to "/" (docs/product.md#session-and-token) — the site in the shell; standalone, "/" is the portal's login.
      if (origin === SHELL_URL) await expect(page).toHaveURL(`${SHELL_URL}/`);
      else await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
      expect(await heldToken(page)).toBeNull();
      const after = await fetch(`${API_URL}${API_PATHS.adminDashboard}`, { headers: { authorization: token! } });
      expect(after.status).toBe(401);
    });

    test('only Add Blog downloads the editor and its styles; marked waits for a draft', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await loginThroughAdminUi(page, { origin });
      await expect(page.getByRole('group', { name: 'Total Blogs' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Lists' }).click();
      await expect(page.getByRole('table', { name: 'All blogs' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Comments' }).click();
      await expect(page.getByRole('radio', { name: 'Not Approved' })).toBeChecked();
      expect(requested.filter((url) => /RichTextEditor|marked/.test(url))).toEqual([]);

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add Blog' }).click();
      const editor = page.getByRole('textbox', { name: 'Blog Description' });
      await expect(editor).toBeVisible();
      expect(requested.some((url) => /RichTextEditor-[\w-]+\.js$/.test(url))).toBe(true);
      expect(requested.some((url) => /RichTextEditor-[\w-]+\.css$/.test(url))).toBe(true);
      expect(requested.filter((url) => url.includes('marked'))).toEqual([]);
      // At least 200px tall, with the placeholder (docs/product.md#blog-editor).
      expect(await editor.evaluate((node) => getComputedStyle(node).minHeight)).toBe('200px');
      await expect(editor).toHaveAttribute('data-placeholder', 'Write your blog content here...');
    });
  });
}
