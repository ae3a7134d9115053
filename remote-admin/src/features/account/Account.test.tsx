import { loggedIn } from '@studyhub/shared-api';
import { STAFF_ACCOUNT_MESSAGES } from '@studyhub/shared-api/admin';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asAdmin, fail, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { useStaff } from '../../common/use-staff.ts';
import Account from './Account.tsx';

const api = setupFakeApi();
const ME = { id: 'c1', email: 'ta@example.edu', displayName: 'ta', role: 'contributor', slug: null };

/** What the rest of the portal reads of the signed-in account (its role checks), beside the Account page. */
function PortalProbe() {
  const { me, can } = useStaff();
  return <output aria-label="Portal sees">{me ? `${me.displayName}, ${me.role}, ${can('comment.moderate') ? 'moderates' : 'does not moderate'}` : 'nobody yet'}</output>;
}

describe('Account', () => {
  it('renames the account', async () => {
    api.on('GET /api/admin/account', ok({ account: ME }));
    api.on('PUT /api/admin/account', ok({ account: { ...ME, displayName: 'Teaching Assistant', slug: 'teaching-assistant' } }));
    const user = userEvent.setup();
    renderPage(<Account />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByText('ta@example.edu')).toBeInTheDocument();
    expect(screen.getByText('ta@example.edu').closest('p')).toHaveTextContent('Signed in as ta@example.edu (Contributor).');
    const name = screen.getByRole('textbox', { name: 'Display name' });
    expect(name).toHaveValue('ta');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(name).toHaveAccessibleDescription('Enter the name readers will see on your posts.');
    await user.type(name, 'Teaching Assistant');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/account')[0]?.body).toEqual({ displayName: 'Teaching Assistant' }));
  });

  it('is one read: the portal and the page share it, and a new name shows in both without reading again', async () => {
    api.on('GET /api/admin/account', ok({ account: ME }));
    api.on('PUT /api/admin/account', ok({ account: { ...ME, displayName: 'Teaching Assistant', slug: 'teaching-assistant' } }));
    const user = userEvent.setup();
    renderPage(<><Account /><PortalProbe /></>, { ...asAdmin, apiBaseUrl: api.url });
    const portal = screen.getByRole('status', { name: 'Portal sees' });
    await waitFor(() => expect(portal).toHaveTextContent('ta, contributor, does not moderate'));
    await user.clear(await screen.findByRole('textbox', { name: 'Display name' }));
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Teaching Assistant');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(portal).toHaveTextContent('Teaching Assistant, contributor'));
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('Teaching Assistant');
    expect(api.calls('GET /api/admin/account')).toHaveLength(1);
  });

  it('reads again for another sign-in in the same tab, never showing the previous account', async () => {
    const EDITOR = { id: 'e1', email: 'editor@example.edu', displayName: 'Ed', role: 'editor', slug: 'ed' };
    api.on('GET /api/admin/account', (request) => ok({ account: request.headers.authorization === 'editor-token' ? EDITOR : ME }));
    const { store } = renderPage(<><Account /><PortalProbe /></>, { ...asAdmin, apiBaseUrl: api.url });
    const portal = screen.getByRole('status', { name: 'Portal sees' });
    await waitFor(() => expect(portal).toHaveTextContent('ta, contributor'));
    act(() => void store.dispatch(loggedIn('editor-token')));
    await waitFor(() => expect(portal).toHaveTextContent('Ed, editor, moderates'));
    expect(await screen.findByText('editor@example.edu')).toBeInTheDocument();
    expect(api.calls('GET /api/admin/account').map((request) => request.headers.authorization)).toEqual(['test-token', 'editor-token']);
  });

  it('changes the password: checks it first, shows a refusal, and clears the fields once done', async () => {
    api.on('GET /api/admin/account', ok({ account: ME }));
    api.on('PUT /api/admin/account/password', fail(400, STAFF_ACCOUNT_MESSAGES.wrongPassword));
    const user = userEvent.setup();
    renderPage(<Account />, { ...asAdmin, apiBaseUrl: api.url });
    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(STAFF_ACCOUNT_MESSAGES.passwordTooShort);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(STAFF_ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();

    api.on('PUT /api/admin/account/password', ok({ message: 'Password changed; your other sessions have ended.' }));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed; your other sessions have ended.')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/account/password').at(-1)!.body).toEqual({ currentPassword: 'old-password', newPassword: 'a-long-new-password' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
