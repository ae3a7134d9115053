import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asAdmin, fail, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { AdminLogin } from './AdminLogin.tsx';
import { LOGIN_MESSAGES } from './login-validation.ts';

const api = setupFakeApi();

function renderLogin(onLoggedIn = vi.fn()) {
  const view = renderPage(<AdminLogin onLoggedIn={onLoggedIn} />, { ...asAdmin, apiBaseUrl: api.url, token: null });
  return { ...view, onLoggedIn, user: userEvent.setup() };
}

describe('AdminLogin', () => {
  it('shows the heading, the text of docs/product.md#admin-login and a labelled form', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials to access the admin panel')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Login · StudyHub');
  });

  it('requires both fields and an email in email format, without calling the API', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(LOGIN_MESSAGES.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordRequired);
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'admin.example.edu');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(LOGIN_MESSAGES.emailFormat);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(api.requests).toHaveLength(0);
  });

  it('toasts the server message when the credentials are refused and keeps no token', async () => {
    api.on('POST /api/admin/login', fail(401, 'Invalid email or password'));
    const { user, storedToken, onLoggedIn } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@studyhub.example.edu');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(storedToken()).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('stores the token on success, sends it from then on, and reports the login', async () => {
    api.on('POST /api/admin/login', ok({ token: 'fresh-token', message: 'Login successful' }));
    const { user, storedToken, store, onLoggedIn } = renderLogin();
    await user.type(screen.getByLabelText('Email'), '  admin@studyhub.example.edu ');
    await user.type(screen.getByLabelText('Password'), 'studyhub-demo-admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(api.calls('POST /api/admin/login')[0]?.body).toEqual({ email: 'admin@studyhub.example.edu', password: 'studyhub-demo-admin' });
    expect(storedToken()).toBe('fresh-token');
    expect(store.getState().auth.token).toBe('fresh-token');
  });

  it('clears the refusal notice once a later attempt succeeds', async () => {
    let attempts = 0;
    api.on('POST /api/admin/login', () => (++attempts === 1 ? fail(401, 'Invalid email or password') : ok({ token: 'fresh-token', message: 'Login successful' })));
    const { user, onLoggedIn } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@studyhub.example.edu');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument());
  });
});
