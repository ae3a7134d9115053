import { STAFF_MESSAGES } from '@studyhub/shared-api/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asAdmin, fail, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Staff from './Staff.tsx';

const api = setupFakeApi();

const OWNER = { id: 'o1', email: 'owner@example.edu', displayName: 'Olive Owner', role: 'owner', status: 'active', createdAt: '2026-11-01T00:00:00.000Z' };
const AUTHOR = { id: 'a1', email: 'lab.tutor@example.edu', displayName: 'Lab Tutor', role: 'author', status: 'active', createdAt: '2026-11-02T00:00:00.000Z' };
const EDITOR = { id: 'e1', email: 'editor@example.edu', displayName: 'Ed Itor', role: 'editor', status: 'active', createdAt: '2026-11-03T00:00:00.000Z' };
const INVITE = { id: 'i1', email: 'ta@example.edu', role: 'contributor', state: 'pending', createdAt: '2026-11-28T00:00:00.000Z', expiresAt: '2026-12-05T00:00:00.000Z' };
const CREATED = { ...INVITE, id: 'i2', email: 'new@example.edu', role: 'editor', path: '/admin/invite/tok', url: 'http://site.test/admin/invite/tok', emailed: false };

function serve(staff = [OWNER, AUTHOR, EDITOR], invites: unknown[] = [INVITE]) {
  api.on('GET /api/admin/staff', ok({ staff, invites }));
  api.on('GET /api/admin/account', ok({ account: { id: 'o1', email: OWNER.email, displayName: OWNER.displayName, role: 'owner', slug: null } }));
}

describe('Staff', () => {
  it('lists every account (name, e-mail, role, status) and the open invites', async () => {
    serve([OWNER, { ...AUTHOR, status: 'suspended' }]);
    renderPage(<Staff />, { ...asAdmin, apiBaseUrl: api.url });
    const accounts = within(await screen.findByRole('table', { name: 'Accounts' }));
    expect(accounts.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'E-mail', 'Role', 'Status', 'Actions']);
    const row = accounts.getByRole('row', { name: /Lab Tutor/ });
    expect(row).toHaveTextContent('lab.tutor@example.edu');
    expect(within(row).getByRole('combobox', { name: 'Role of Lab Tutor' })).toHaveValue('author');
    expect(row).toHaveTextContent('Suspended');
    expect(within(row).getByRole('button', { name: 'Unsuspend Lab Tutor' })).toBeInTheDocument();
    // Its own row has no suspend or remove.
    await waitFor(() => expect(accounts.getByRole('rowheader', { name: 'Olive Owner (you)' })).toBeInTheDocument());
    expect(within(accounts.getByRole('row', { name: /Olive Owner/ })).queryByRole('button')).not.toBeInTheDocument();
    const invites = within(screen.getByRole('table', { name: 'Invites' }));
    expect(invites.getByRole('row', { name: /ta@example.edu/ })).toHaveTextContent('Contributor');
  });

  it('invites by e-mail and role, then shows the link to copy', async () => {
    serve();
    api.on('POST /api/admin/invites', ok({ invite: CREATED }));
    const user = userEvent.setup();
    renderPage(<Staff />, { ...asAdmin, apiBaseUrl: api.url });
    await user.click(await screen.findByRole('button', { name: 'Send invite' }));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(api.calls('POST /api/admin/invites')).toHaveLength(0);
    await user.type(screen.getByLabelText('E-mail'), 'new@example.edu');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'editor');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('textbox', { name: 'Invite link for new@example.edu' })).toHaveValue(CREATED.url);
    expect(api.calls('POST /api/admin/invites')[0]!.body).toEqual({ email: 'new@example.edu', role: 'editor' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(CREATED.url);
  });

  it('changes a role, and shows the refusal for the last owner', async () => {
    serve();
    api.on('PUT /api/admin/staff/a1', ok({ message: 'lab.tutor@example.edu is now an editor.' }));
    api.on('PUT /api/admin/staff/o1', fail(403, STAFF_MESSAGES.lastOwner));
    const user = userEvent.setup();
    renderPage(<Staff />, { ...asAdmin, apiBaseUrl: api.url });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Lab Tutor' }), 'editor');
    await waitFor(() => expect(api.calls('PUT /api/admin/staff/a1')[0]?.body).toEqual({ role: 'editor' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Olive Owner' }), 'author');
    expect(await screen.findByText(STAFF_MESSAGES.lastOwner)).toBeInTheDocument();
  });

  it('suspends after asking', async () => {
    serve();
    api.on('PUT /api/admin/staff/a1/suspension', ok({ message: 'Suspended.' }));
    const user = userEvent.setup();
    renderPage(<Staff />, { ...asAdmin, apiBaseUrl: api.url });
    await user.click(await screen.findByRole('button', { name: 'Suspend Lab Tutor' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Suspend Lab Tutor?' })).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/staff/a1/suspension')[0]?.body).toEqual({ suspended: true }));
  });

  it('removes an account only with a hand-over picked and confirmed', async () => {
    serve();
    api.on('DELETE /api/admin/staff/a1', ok({ message: 'Account removed; 2 posts handed over.' }));
    const user = userEvent.setup();
    renderPage(<Staff />, { ...asAdmin, apiBaseUrl: api.url });
    await user.click(await screen.findByRole('button', { name: 'Remove Lab Tutor…' }));
    const remove = screen.getByRole('button', { name: 'Remove account' });
    expect(remove).toBeDisabled();
    const picker = screen.getByRole('combobox', { name: 'Hand the posts of Lab Tutor to' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Olive Owner (Owner)', 'Ed Itor (Editor)']);
    await user.selectOptions(picker, 'e1');
    await user.click(remove);
    const dialog = within(screen.getByRole('alertdialog', { name: 'Remove Lab Tutor?' }));
    expect(dialog.getByText(/their posts go to Ed Itor/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove account' }));
    await waitFor(() => expect(api.calls('DELETE /api/admin/staff/a1')[0]?.body).toEqual({ handOverTo: 'e1' }));
  });

  it('resends an invite (showing the new link) and revokes one after asking', async () => {
    serve();
    api.on('POST /api/admin/invites/i1/resend', ok({ invite: { ...CREATED, id: 'i1', email: 'ta@example.edu', url: 'http://site.test/admin/invite/fresh' } }));
    api.on('DELETE /api/admin/invites/i1', ok({ message: 'Invite revoked.' }));
    const user = userEvent.setup();
    renderPage(<Staff />, { ...asAdmin, apiBaseUrl: api.url });
    await user.click(await screen.findByRole('button', { name: 'Resend to ta@example.edu' }));
    expect(await screen.findByRole('textbox', { name: 'Invite link for ta@example.edu' })).toHaveValue('http://site.test/admin/invite/fresh');
    await user.click(screen.getByRole('button', { name: 'Revoke invite to ta@example.edu' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Revoke the invite to ta@example.edu?' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.calls('DELETE /api/admin/invites/i1')).toHaveLength(1));
  });
});
