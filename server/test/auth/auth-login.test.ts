import { API_PATHS, LoginResponse } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { createAdminAccounts } from '../../src/auth/admin-accounts.ts';
import { TEST_ADMIN } from '../helpers/admin-session.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('POST /api/admin/login', () => {
  const ctx = useTestApp();

  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email, password } });

  it('returns a session token that opens the admin endpoints', async () => {
    await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);

    // E-mail addresses are compared case-insensitively.
    const response = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password);

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(LoginResponse, body)).toBe(true);
    const { token } = body as LoginResponse;
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    expect(token).toMatch(/^[\w-]{43}$/);

    const dashboard = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers: { authorization: token } });
    expect(dashboard.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike, so accounts cannot be discovered', async () => {
    await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);

    const wrongPassword = await login(TEST_ADMIN.email, 'not-the-password');
    const unknownEmail = await login('nobody@test.example.edu', TEST_ADMIN.password);

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'email'],
    [{ email: TEST_ADMIN.email }, 'password is required'],
    [{ email: TEST_ADMIN.email, password: '' }, 'password'],
  ])('refuses a malformed body %j with 400', async (payload, mentioned) => {
    const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(mentioned);
  });

  it('logs out: the token stops working', async () => {
    await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const { token } = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json<LoginResponse>();
    const headers = { authorization: token ?? '' };

    const logout = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogout, headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Logged out' });

    const after = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers });
    expect(after.statusCode).toBe(401);
  });
});
