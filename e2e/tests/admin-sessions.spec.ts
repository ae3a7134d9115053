import { API_PATHS } from '@studyhub/shared-api/contract';
import { ADMIN_MODES, heldToken, loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL, SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// "Log out of all devices": one admin on two devices (two browser contexts, so two tokens); ending
// every session from the first must also end the second's.

// shared-api's SESSION_ENDED_MESSAGE; its root entry pulls in React, so the words are repeated here.
const SESSION_ENDED = 'Your admin session has ended. Please log in again.';

const dashboardStatus = async (token: string) =>
  (await fetch(`${API_URL}${API_PATHS.adminDashboard}`, { headers: { authorization: token } })).status;

for (const { mode, origin } of ADMIN_MODES) {
  test(`log out of all devices ${mode}: asks first, then ends this session and the other device's`, async ({ page, browser }) => {
    const otherDevice = await browser.newContext();
    try {
      const other = await otherDevice.newPage();
      await loginThroughAdminUi(page, { origin });
      await loginThroughAdminUi(other, { origin });
      const [token, otherToken] = [await heldToken(page), await heldToken(other)];
      expect(token).toBeTruthy();
      expect(otherToken).toBeTruthy();
      expect(otherToken).not.toBe(token);

      // Keyboard only: the dialog opens on Cancel, and Cancel keeps the session.
      const trigger = page.getByRole('button', { name: 'Log out of all devices' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Log out of all devices?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('this one included');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await heldToken(page)).toBe(token);
      expect(await dashboardStatus(token!)).toBe(200);

      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Log out everywhere' })).toBeFocused();
      await page.keyboard.press('Enter');

      // Where Logout lands (docs/decisions/0017, "/"): the site in the shell; standalone, the portal's login.
      await expect(page.getByRole('status').filter({ hasText: 'Logged out of all devices' })).toBeVisible();
      if (origin === SHELL_URL) await expect(page).toHaveURL(`${SHELL_URL}/`);
      else await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
      expect(await heldToken(page)).toBeNull();
      expect(await dashboardStatus(token!)).toBe(401);

      // The other device still shows the portal until its next request, which the API refuses.
      await expect(other.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
      await other.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Lists' }).click();
      await expect(other.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
      await expect(other.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
      expect(await heldToken(other)).toBeNull();
      expect(await dashboardStatus(otherToken!)).toBe(401);
    } finally {
      await otherDevice.close();
    }
  });
}

test.describe('at a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('both ways out and the question stay on screen, with no sideways scrolling', async ({ page }) => {
    await loginThroughAdminUi(page);
    const logout = page.getByRole('button', { name: 'Logout', exact: true });
    const logoutAll = page.getByRole('button', { name: 'Log out of all devices' });
    await expect(logout).toBeInViewport({ ratio: 1 });
    await expect(logoutAll).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await logoutAll.click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out of all devices?' });
    await expect(dialog.getByRole('button', { name: 'Log out everywhere' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
