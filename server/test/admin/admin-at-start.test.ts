// Finding: a demo admin created by an earlier demo start kept working after a production restart,
// and a password change left older sessions alive.
import { API_PATHS, type LoginResponse } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/auth/demo-admin.ts';
import { ensureAdmin } from '../../src/auth/ensure-admin.ts';
import { admins } from '../../src/db/schema.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const HEAD = { email: 'head.of.department@test.example.edu', password: 'a-long-production-password' };

describe('the administrator at every start', () => {
  const ctx = useTestApp();

  const login = (credentials: { email: string; password: string }) =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: credentials });
  const tokenOf = async (credentials: { email: string; password: string }) => {
    const response = await login(credentials);
    expect(response.statusCode).toBe(200);
    return response.json<LoginResponse>().token!;
  };
  const dashboardWith = (token: string) => ctx.app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers: { authorization: token } });

  it('removes the demo admin and its sessions when the site restarts with its own administrator', async () => {
    const log = captureLog();
    await ensureAdmin(ctx.database.db, { admin: undefined, demoMode: true }, log.logger);
    const demoToken = await tokenOf(DEMO_ADMIN);

    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, log.logger);

    expect((await login(DEMO_ADMIN)).statusCode).toBe(401);
    expect((await dashboardWith(demoToken)).statusCode).toBe(401);
    expect((await dashboardWith(await tokenOf(HEAD))).statusCode).toBe(200);
    expect(await ctx.database.db.select({ email: admins.email }).from(admins)).toEqual([{ email: HEAD.email }]);
    expect(log.events('admin.removed')).toEqual([expect.objectContaining({ account: DEMO_ADMIN.email })]);
    expect(log.text()).not.toContain(HEAD.password);
  });

  it('leaves no administrator at all when demo mode is off and none is configured', async () => {
    const log = captureLog();
    await ensureAdmin(ctx.database.db, { admin: undefined, demoMode: true }, log.logger);

    await ensureAdmin(ctx.database.db, { admin: undefined, demoMode: false }, log.logger);

    expect(await ctx.database.db.select().from(admins)).toEqual([]);
    expect((await login(DEMO_ADMIN)).statusCode).toBe(401);
  });

  it('ends every session of the account when its password changes, and none when it stays', async () => {
    const log = captureLog();
    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, log.logger);
    const [first, second] = [await tokenOf(HEAD), await tokenOf(HEAD)];

    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, log.logger);
    expect((await dashboardWith(first)).statusCode).toBe(200);

    const changed = { ...HEAD, password: 'another-long-password' };
    await ensureAdmin(ctx.database.db, { admin: changed, demoMode: false }, log.logger);

    expect((await dashboardWith(first)).statusCode).toBe(401);
    expect((await dashboardWith(second)).statusCode).toBe(401);
    expect((await login(HEAD)).statusCode).toBe(401);
    expect((await login(changed)).statusCode).toBe(200);
    expect(log.events('admin.password_changed')).toEqual([expect.objectContaining({ account: HEAD.email, sessionsEnded: 2 })]);
    expect(log.text()).not.toContain(changed.password);
  });
});
