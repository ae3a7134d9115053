// Sessions end everywhere on request, end when left idle, and their answers are never cached.
import { API_PATHS, type LoginResponse } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdminAccounts } from '../../src/auth/admin-accounts.ts';
import { hashSessionToken } from '../../src/auth/tokens.ts';
import { sessions } from '../../src/db/schema.ts';
import { TEST_ADMIN, adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

const MINUTES = 60_000;

describe('admin sessions', () => {
  const ctx = useTestApp();

  const login = () => ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: TEST_ADMIN });
  const dashboardWith = (token: string) => ctx.app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers: asAdmin(token) });
  const lastSeen = async (token: string) => {
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    return row?.lastSeenAt;
  };
  const setLastSeen = (token: string, at: Date) =>
    ctx.database.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, hashSessionToken(token)));

  it('logs out of all devices: every session of the admin ends, the caller’s too', async () => {
    await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const [laptop, phone] = [(await login()).json<LoginResponse>().token!, (await login()).json<LoginResponse>().token!];

    const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogoutAll, headers: asAdmin(phone) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out of all devices' });
    expect((await dashboardWith(laptop)).statusCode).toBe(401);
    expect((await dashboardWith(phone)).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
  });

  it('ends a session left unused past SESSION_IDLE_MINUTES (120 by default), whatever its absolute lifetime', async () => {
    const token = await adminToken(ctx);
    await setLastSeen(token, new Date(Date.now() - ctx.config.sessionIdleMs - MINUTES));

    const response = await dashboardWith(token);

    expect(response.statusCode).toBe(401);
    expect(ctx.config.sessionIdleMs).toBe(120 * MINUTES);
  });

  it('counts a session as used when it is used (at most one write a minute)', async () => {
    const token = await adminToken(ctx);
    const idleAlmostOver = new Date(Date.now() - ctx.config.sessionIdleMs + MINUTES);
    await setLastSeen(token, idleAlmostOver);

    expect((await dashboardWith(token)).statusCode).toBe(200);
    const refreshed = (await lastSeen(token))!;
    expect(refreshed.getTime()).toBeGreaterThan(Date.now() - MINUTES);

    // Within the minute, a further use does not write again.
    expect((await dashboardWith(token)).statusCode).toBe(200);
    expect((await lastSeen(token))!.getTime()).toBe(refreshed.getTime());
  });

  it('never lets a cache keep the login answer, whether it carries a token or not', async () => {
    await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    const success = await login();
    const failure = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { ...TEST_ADMIN, password: 'wrong-password' } });

    expect(success.headers['cache-control']).toBe('no-store');
    expect(failure.headers['cache-control']).toBe('no-store');
  });

  it('never lets a cache keep a draft shown to its admin', async () => {
    const draft = await insertBlog(ctx.database.db, { isPublished: false });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/blog/${draft}`, headers: asAdmin(await adminToken(ctx)) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
