import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { ADMIN_URL, loginThroughAdminUi } from '../fixtures/login.ts';
import { expect, test } from '../fixtures/test.ts';

// Every admin page through axe-core in Chromium, in the light and in the dark colour scheme:
// colour contrast included (jsdom cannot measure it), Quill's restyled toolbar and the dialogs too.

async function violations(page: Page, where: string): Promise<string[]> {
  // Finite animations (toasts, dialogs) end first, so axe never sees a half-faded colour.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))));
  return describeViolations(where, await axeViolations(page));
}

test.use({ reducedMotion: 'reduce' });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the admin pages pass axe in the ${colorScheme} scheme`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const found: string[] = [];

    await page.goto(`${ADMIN_URL}/admin`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    found.push(...(await violations(page, 'login with errors')));

    await loginThroughAdminUi(page, { origin: ADMIN_URL });
    await expect(page.getByRole('table', { name: 'Recent Content' })).toBeVisible();
    found.push(...(await violations(page, 'dashboard')));

    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Blog Lists' }).click();
    await expect(page.getByRole('table', { name: 'All blogs' })).toBeVisible();
    found.push(...(await violations(page, 'blog lists')));
    await page.getByRole('button', { name: /^Delete / }).first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    found.push(...(await violations(page, 'delete confirmation')));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await sidebar.getByRole('link', { name: 'Comments' }).click();
    await expect(page.getByRole('table', { name: 'Comments awaiting approval' })).toBeVisible();
    found.push(...(await violations(page, 'comments')));

    await sidebar.getByRole('link', { name: 'Add Blog' }).click();
    await expect(page.getByRole('textbox', { name: 'Blog Description' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await expect(page.getByText('Please add blog content')).toBeVisible();
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Text style' }).click();
    found.push(...(await violations(page, 'add blog with errors and the heading menu open')));

    expect(found).toEqual([]);
  });
}
