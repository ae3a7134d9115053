import { API_PATHS, LoginResponse } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { createAdminAccounts } from '../../src/auth/admin-accounts.ts';
import { admins } from '../../src/db/schema.ts';
import { hashingLoad, hashPassword, MAX_CONCURRENT_HASHES, passwordNeedsRehash, verifyPassword } from '../../src/auth/passwords.ts';
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

/** An argon2 hash's settings, as `m=…,p=…,t=…` in a fixed order. */
const settingsOf = (hash: string) => Object.fromEntries(/\$argon2id\$v=19\$([^$]+)\$/.exec(hash)![1]!.split(',').map((pair) => pair.split('=')));

describe('password hashing (docs/decisions/0086)', () => {
  const ctx = useTestApp();
  /** Stores a hash as an account from before these settings has it. */
  const storeHash = (id: string, passwordHash: string) => ctx.database.db.update(admins).set({ passwordHash }).where(eq(admins.id, id));

  it('hashes new passwords at 19 MiB, 2 passes, 1 lane', async () => {
    const hash = await hashPassword('a-password-for-the-settings');
    expect(settingsOf(hash)).toEqual({ m: '19456', t: '2', p: '1' });
    expect(await verifyPassword(hash, 'a-password-for-the-settings')).toBe(true);
    expect(passwordNeedsRehash(hash)).toBe(false);
  });

  it('lets an account hashed with the old settings sign in, and hashes it again under the new ones', async () => {
    const accounts = createAdminAccounts(ctx.database.db);
    const { id } = await accounts.setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    // The library's defaults, as every hash was made before: 64 MiB, 3 passes, 4 lanes.
    const oldHash = await argon2.hash(TEST_ADMIN.password, { type: argon2.argon2id });
    expect(settingsOf(oldHash)).toEqual({ m: '65536', t: '3', p: '4' });
    await storeHash(id, oldHash);

    const first = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: TEST_ADMIN });
    expect(first.statusCode).toBe(200);
    const stored = (await accounts.findByEmail(TEST_ADMIN.email))!.passwordHash;
    expect(settingsOf(stored)).toEqual({ m: '19456', t: '2', p: '1' });
    // The first token still works, and the new hash signs in too.
    const dashboard = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers: { authorization: first.json<LoginResponse>().token ?? '' } });
    expect(dashboard.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: TEST_ADMIN })).statusCode).toBe(200);
  });

  it("moves a start account's old hash to the new settings when its password is set again unchanged", async () => {
    const accounts = createAdminAccounts(ctx.database.db);
    const { id } = await accounts.setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    await storeHash(id, await argon2.hash(TEST_ADMIN.password, { type: argon2.argon2id }));

    const again = await accounts.setPassword(TEST_ADMIN.email, TEST_ADMIN.password);

    expect(again).toEqual({ id, outcome: 'unchanged', sessionsEnded: 0 });
    expect(settingsOf((await accounts.findByEmail(TEST_ADMIN.email))!.passwordHash)).toEqual({ m: '19456', t: '2', p: '1' });
  });

  it('computes at most MAX_CONCURRENT_HASHES hashes at once; the rest wait', async () => {
    const hash = await hashPassword('a-password-for-the-bound');
    const checks = Array.from({ length: 6 }, () => verifyPassword(hash, 'a-password-for-the-bound'));
    expect(hashingLoad()).toEqual({ active: MAX_CONCURRENT_HASHES, waiting: 6 - MAX_CONCURRENT_HASHES });
    expect(await Promise.all(checks)).toEqual(Array(6).fill(true));
    expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
  });
});
