// Each account's own settings (issue 36): every role changes its display name and its password
// (its other sessions end), and reads who it is.
import { API_PATHS, STAFF_ACCOUNT_MESSAGES, STAFF_ROLES } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/auth/passwords.ts';
import { createSessionRepository } from '../../src/auth/session-repository.ts';
import { admins } from '../../src/db/schema.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const OLD = 'the-old-password';
const NEW = 'the-new-long-password';

describe('my account', () => {
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });
  const put = (token: string, url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url, headers: { authorization: token }, payload });

  it.each(STAFF_ROLES)('lets %s rename itself: the slug is made once and kept', async (role) => {
    const me = await staffSession(ctx, role);
    const first = await put(me.token, API_PATHS.adminAccount, { displayName: '  Grace Hopper ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().account).toMatchObject({ displayName: 'Grace Hopper', slug: 'grace-hopper', role });
    const second = await put(me.token, API_PATHS.adminAccount, { displayName: 'Rear Admiral Hopper' });
    expect(second.json().account).toMatchObject({ displayName: 'Rear Admiral Hopper', slug: 'grace-hopper' });
    for (const displayName of ['', '   ', 'x'.repeat(81)]) expect((await put(me.token, API_PATHS.adminAccount, { displayName })).statusCode).toBe(400);
    expect((await put(me.token, API_PATHS.adminAccount, { displayName: 'Ok', role: 'owner' })).statusCode).toBe(400);
  });

  it('changes its password with the current one; its other sessions end, this one stays', async () => {
    const me = await staffSession(ctx, 'contributor');
    await ctx.database.db.update(admins).set({ passwordHash: await hashPassword(OLD) }).where(eq(admins.id, me.id));
    const other = await createSessionRepository(ctx.database.db, { ttlMs: ctx.config.sessionTtlMs, idleMs: ctx.config.sessionIdleMs }).create(me.id);

    const wrong = await put(me.token, API_PATHS.adminAccountPassword, { currentPassword: 'not-it-at-all', newPassword: NEW });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(STAFF_ACCOUNT_MESSAGES.wrongPassword);
    expect((await put(me.token, API_PATHS.adminAccountPassword, { currentPassword: OLD, newPassword: 'too-short' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.adminAccount, headers: { authorization: other } })).statusCode).toBe(200);

    expect((await put(me.token, API_PATHS.adminAccountPassword, { currentPassword: OLD, newPassword: NEW })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(admins).where(eq(admins.id, me.id));
    expect(await verifyPassword(row!.passwordHash, NEW)).toBe(true);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.adminAccount, headers: { authorization: other } })).statusCode).toBe(401);
    const mine = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminAccount, headers: { authorization: me.token } });
    expect(mine.json().account).toMatchObject({ id: me.id, role: 'contributor', email: 'contributor@test.example.edu' });
  });

  it.each(STAFF_ROLES)('tells %s who is signed in: the one read the portal judges its controls by', async (role) => {
    const me = await staffSession(ctx, role);
    const mine = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminAccount, headers: { authorization: me.token } });
    // No display name yet: the e-mail's local part stands in, as on the author pages.
    expect(mine.json()).toEqual({ success: true, account: { id: me.id, email: `${role}@test.example.edu`, displayName: role, role, slug: null } });
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.adminAccount })).statusCode).toBe(401);
  });
});
