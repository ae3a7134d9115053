import { STAFF_ACCOUNT_MESSAGES } from '@studyhub/shared-api/admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, fail, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { AcceptInvite } from './AcceptInvite.tsx';

const api = setupFakeApi();
const TOKEN = 'a'.repeat(43);
const at = { path: '/admin/invite/:token', route: `/admin/invite/${TOKEN}` };

describe('AcceptInvite', () => {
  it('shows whom the invite is for, checks the form, then accepts: the token is stored and the portal opens', async () => {
    api.on(`GET /api/invite/${TOKEN}`, ok({ email: 'lab.tutor@example.edu', role: 'author' }));
    api.on(`POST /api/invite/${TOKEN}`, ok({ token: 'new-session' }));
    const user = userEvent.setup();
    const { storedToken } = renderPage(<AcceptInvite />, { apiBaseUrl: api.url, ...at });
    expect(await screen.findByText('lab.tutor@example.edu')).toBeInTheDocument();
    expect(screen.getByText('lab.tutor@example.edu').closest('p')).toHaveTextContent(/^You are invited as Author with lab\.tutor@example\.edu\./);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the staff' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(screen.getByLabelText('Display name')).toHaveFocus();
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription('Enter the name readers will see on your posts.');
    await user.type(screen.getByLabelText('Display name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Password'), 'too-short');
    await user.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(STAFF_ACCOUNT_MESSAGES.passwordTooShort);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-new-passwore');
    await user.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    expect(api.calls(`POST /api/invite/${TOKEN}`)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-new-password');
    await user.click(screen.getByRole('button', { name: 'Join the staff' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/admin'));
    expect(api.calls(`POST /api/invite/${TOKEN}`)[0]!.body).toEqual({ displayName: 'Ada Lovelace', password: 'a-long-new-password' });
    expect(storedToken()).toBe('new-session');
  });

  it('shows the one clear message and no form for a dead link', async () => {
    api.on(`GET /api/invite/${TOKEN}`, fail(410, STAFF_ACCOUNT_MESSAGES.inviteDead));
    renderPage(<AcceptInvite />, { apiBaseUrl: api.url, ...at });
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_ACCOUNT_MESSAGES.inviteDead);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the message when the link dies between opening and accepting', async () => {
    api.on(`GET /api/invite/${TOKEN}`, ok({ email: 'lab.tutor@example.edu', role: 'editor' }));
    api.on(`POST /api/invite/${TOKEN}`, fail(410, STAFF_ACCOUNT_MESSAGES.inviteDead));
    const user = userEvent.setup();
    renderPage(<AcceptInvite />, { apiBaseUrl: api.url, ...at });
    await user.type(await screen.findByLabelText('Display name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'a-long-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-new-password');
    await user.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_ACCOUNT_MESSAGES.inviteDead);
  });
});
