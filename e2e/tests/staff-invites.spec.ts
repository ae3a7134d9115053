import { API_PATHS } from '@studyhub/shared-api/contract';
import { heldToken, loginThroughAdminUi } from '../fixtures/login.ts';
import { API_URL, SHELL_URL } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

// Issue 36: the owner invites a lab tutor as an author and copies the link; the tutor opens it in
// a browser of their own, chooses a name and a password and is signed in as an author. The owner
// then suspends them, and the tutor's open session ends at their next action.

// shared-api's SESSION_ENDED_MESSAGE; its root entry pulls in React, so the words are repeated here.
const SESSION_ENDED = 'Your admin session has ended. Please log in again.';

test('invite → copy the link → accept in a fresh browser → signed in with the role; suspended → the open session ends', async ({ page, browser }) => {
  const email = `tutor-${Date.now()}@studyhub.example.edu`;
  const name = `Lab Tutor ${Date.now()}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL_URL });

  await loginThroughAdminUi(page, { path: '/admin/staff' });
  await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Send invite' }).click();
  const link = page.getByRole('textbox', { name: `Invite link for ${email}` });
  await expect(link).toHaveValue(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());
  await expect(page.getByRole('table', { name: 'Invites' }).getByRole('row', { name: new RegExp(email) })).toContainText('Waiting');

  const tutorBrowser = await browser.newContext();
  try {
    const tutor = await tutorBrowser.newPage();
    await tutor.goto(`${SHELL_URL}${new URL(copied).pathname}`);
    await expect(tutor.getByRole('heading', { level: 1, name: 'Join the staff' })).toBeVisible();
    await expect(tutor.getByText(email)).toBeVisible();
    await tutor.getByLabel('Display name').fill(name);
    await tutor.getByLabel('Password', { exact: true }).fill('tutor-password-long');
    await tutor.getByLabel('Confirm password').fill('tutor-password-long');
    await tutor.getByRole('button', { name: 'Join the staff' }).click();
    await expect(tutor.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    const token = await heldToken(tutor);
    expect(token).toBeTruthy();
    const sidebar = tutor.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Account' }).click();
    await expect(tutor.getByText(`Signed in as ${email} (Author).`)).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Staff' })).toHaveCount(0);

    // The link was single-use.
    const again = await fetch(`${API_URL}${API_PATHS.invite.replace(':token', new URL(copied).pathname.split('/').pop()!)}`);
    expect(again.status).toBe(410);

    await page.reload();
    const row = page.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(email);
    await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('author');
    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    await page.getByRole('alertdialog', { name: `Suspend ${name}?` }).getByRole('button', { name: 'Suspend' }).click();
    await expect(row).toContainText('Suspended');

    // The tutor's page still shows the portal until its next request, which the API refuses.
    await sidebar.getByRole('link', { name: 'Blog Lists' }).click();
    await expect(tutor.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await expect(tutor.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(await heldToken(tutor)).toBeNull();
  } finally {
    await tutorBrowser.close();
  }
});
