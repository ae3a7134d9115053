import type { Locator, Page } from '@playwright/test';
import { COMMENT_MESSAGES } from '@studyhub/shared-api/contract';
import { demoCredentials } from '../fixtures/admin-api.ts';
import { expect, test } from '../fixtures/test.ts';
import { solidPng, uniqueToken } from './public-helpers.ts';

// The main flows with the keyboard alone: Tab to reach, Enter/Space/arrows to act, Escape to
// close. Every stop on the way must show where the focus is.

/**
 * Presses Tab until `target` has the focus (at most `max` times); fails if it never does. The
 * focus indicator is checked on `shownBy` when the focused control draws it on a wrapper (a
 * visually hidden file input inside its drop zone, say).
 */
async function tabTo(page: Page, target: Locator, { max = 80, shownBy = target }: { max?: number; shownBy?: Locator } = {}): Promise<void> {
  await expect(shownBy, 'the element to reach').toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target, shownBy);
      return;
    }
  }
  throw new Error(`${target} was not reached with ${max} presses of Tab`);
}

/** The focused element is :focus-visible and it, or its wrapper, shows an outline or a ring. */
async function expectVisibleFocus(target: Locator, shownBy: Locator): Promise<void> {
  const focusVisible = await target.evaluate((element) => element.matches(':focus-visible'));
  const shown = await shownBy.evaluate((element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
  expect({ focusVisible, shown }, `focus indicator on ${target}`).toEqual({ focusVisible: true, shown: true });
}

test('search and filter the notes, then open a course', async ({ page }) => {
  await page.goto('/notes');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Handwritten Notes' })).toBeVisible();
  const search = main.getByPlaceholder('Search courses...');
  await tabTo(page, search);
  await page.keyboard.type('data structures');
  const cards = main.getByRole('list', { name: 'Courses' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);

  const filter = main.getByLabel('Filter by');
  await tabTo(page, filter);
  await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveValue('Easy');
  await expect(main.getByRole('heading', { name: 'No courses found' })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(cards).toHaveCount(1);

  await tabTo(page, main.getByRole('link', { name: /CSE220: Data Structures/ }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'CSE220: Data Structures' })).toBeVisible();
});

test('filter the playlists, open one and close the player, focus returning to the card', async ({ page }) => {
  await page.goto('/videos');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Educational Playlists' })).toBeVisible();
  const playlists = main.getByRole('list', { name: 'Playlists' }).getByRole('listitem');
  await expect(playlists).toHaveCount(13);

  await tabTo(page, main.getByRole('radio', { name: 'All' }));
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('radio', { name: 'Full courses' })).toBeChecked();
  await expect(playlists).not.toHaveCount(13);
  await page.keyboard.press('ArrowLeft');
  await expect(playlists).toHaveCount(13);

  const card = main.getByRole('button', { name: /^Play CSE111 playlist/ });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'CSE111 playlist' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  // And with the close button instead of Escape.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('open a blog from the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Academic Resources' })).toBeVisible();
  const href = await page.getByRole('main').locator('a[href^="/blog/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/blog\//);
  const link = page.getByRole('main').locator(`a[href="${href}"]`).first();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('the section links and Admin Login are reachable and work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Student Tutor' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Lab TAs' })).toBeVisible();
  await tabTo(page, nav.getByRole('link', { name: 'Admin Login' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('leave a comment on a blog', async ({ page }) => {
  await page.goto('/');
  const href = await page.getByRole('main').locator('a[href^="/blog/"]').first().getAttribute('href');
  await page.goto(href!);
  const form = page.getByRole('form', { name: /comment/i });
  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type('Keyboard Kim');
  await tabTo(page, form.getByLabel('Department (optional)'), { max: 3 });
  await page.keyboard.press('ArrowDown');
  await tabTo(page, form.getByLabel('Comment'), { max: 3 });
  await page.keyboard.type('Walked here with the keyboard alone.');
  await tabTo(page, form.getByRole('button', { name: /submit|post|comment/i }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(COMMENT_MESSAGES.submitted).first()).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('log in and add a blog in the admin portal', async ({ page }) => {
  const { email, password } = await demoCredentials();
  const title = uniqueToken('Keyboard blog ');
  await page.goto('/admin');
  const main = page.getByRole('main');
  await tabTo(page, main.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, main.getByLabel('Password'), { max: 3 });
  await page.keyboard.type(password);
  await tabTo(page, main.getByRole('button', { name: 'Login' }), { max: 3 });
  await page.keyboard.press('Enter');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await tabTo(page, sidebar.getByRole('link', { name: 'Add Blog' }));
  await page.keyboard.press('Enter');

  const thumbnail = main.getByLabel('Thumbnail');
  await tabTo(page, thumbnail, { shownBy: main.locator('label:has(input[type=file])') });
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng() });
  await expect(main.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
  await tabTo(page, main.getByLabel('Blog Title'), { max: 3 });
  await page.keyboard.type(title);
  await tabTo(page, main.getByLabel('Subtitle'), { max: 3 });
  await page.keyboard.type('Written without a mouse');
  const editor = main.getByRole('textbox', { name: 'Blog Description' });
  await tabTo(page, editor, { max: 30 });
  await page.keyboard.type('Every control of this form answers to the keyboard.');
  const category = main.getByLabel('Blog Category');
  await tabTo(page, category, { max: 10 });
  await page.keyboard.press('ArrowDown');
  await tabTo(page, main.getByLabel('Publish Now'), { max: 3 });
  await page.keyboard.press('Space');
  await expect(main.getByLabel('Publish Now')).toBeChecked();
  await tabTo(page, main.getByRole('button', { name: 'Add Blog' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Blog added successfully' })).toBeVisible();
  await expect(main.getByLabel('Blog Title')).toHaveValue('');
});
