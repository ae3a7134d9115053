import { STAFF_ACCOUNT_MESSAGES } from '@studyhub/shared-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asAdmin, fail, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Account from './Account.tsx';

const api = setupFakeApi();
const ME = { id: 'c1', email: 'ta@example.edu', displayName: 'ta', role: 'contributor', slug: null };

describe('Account', () => {
  it('renames the account', async () => {
    api.on('GET /api/admin/account', ok({ account: ME }));
    api.on('PUT /api/admin/account', ok({ account: { ...ME, displayName: 'Teaching Assistant', slug: 'teaching-assistant' } }));
    const user = userEvent.setup();
    renderPage(<Account />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByText('ta@example.edu')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Display name' });
    expect(name).toHaveValue('ta');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(name).toHaveAccessibleDescription('Enter the name readers will see on your posts.');
    await user.type(name, 'Teaching Assistant');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/account')[0]?.body).toEqual({ displayName: 'Teaching Assistant' }));
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
