// The login policy and the sessions of the single-admin site hold per account once there are many
// staff (issue 36): one account's failed logins, its "log out everywhere" and its password change
// reach that account only, whatever its role.
import { API_PATHS, type LoginResponse } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { createSessionRepository } from '../../src/auth/session-repository.ts';
import { admins } from '../../src/db/schema.ts';
import { staffSession, type StaffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const PASSWORD = 'a-long-staff-password';
const NEW_PASSWORD = 'another-long-staff-password';

describe('the login policy and sessions, per staff account', () => {
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });
  const withPassword = async (session: StaffSession) => {
    await ctx.database.db.update(admins).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(admins.id, session.id));
    return session;
  };
  const anotherSession = (id: string) => createSessionRepository(ctx.database.db, { ttlMs: ctx.config.sessionTtlMs, idleMs: ctx.config.sessionIdleMs }).create(id);
  const whoAmI = (token: string) => ctx.app.inject({ method: 'GET', url: API_PATHS.adminAccount, headers: { authorization: token } });

  it("locks an address out of the account it failed on, and not out of another's", async () => {
    await withPassword(await staffSession(ctx, 'editor'));
    await withPassword(await staffSession(ctx, 'author'));
    const limits = { ...ctx.config.rateLimits, loginPerAccount: 2, loginWindowMs: 10 * 60_000, loginSlowdownBaseMs: 1, loginSlowdownMaxMs: 1 };
    const app = await buildApp({ config: { ...ctx.config, rateLimits: limits }, database: ctx.database });
    try {
      const login = (email: string, password: string) => app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email, password }, remoteAddress: '203.0.113.7' });
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await login('editor@test.example.edu', 'wrong-password')).statusCode).toBe(401);
      expect((await login('editor@test.example.edu', PASSWORD)).statusCode).toBe(429);
      const author = await login('author@test.example.edu', PASSWORD);
      expect(author.statusCode).toBe(200);
      expect(author.json<LoginResponse>().token).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it("ends every session of the account that logs out everywhere, and no one else's", async () => {
    const editor = await staffSession(ctx, 'editor');
    const editorPhone = await anotherSession(editor.id);
    const author = await staffSession(ctx, 'author');

    expect((await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogoutAll, headers: { authorization: editor.token } })).statusCode).toBe(200);

    expect((await whoAmI(editor.token)).statusCode).toBe(401);
    expect((await whoAmI(editorPhone)).statusCode).toBe(401);
    expect((await whoAmI(author.token)).statusCode).toBe(200);
  });

  it("ends the other sessions of the account whose password changes, and no one else's", async () => {
    const contributor = await withPassword(await staffSession(ctx, 'contributor'));
    const contributorPhone = await anotherSession(contributor.id);
    const owner = await staffSession(ctx, 'owner');

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.adminAccountPassword,
      headers: { authorization: contributor.token },
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    expect((await whoAmI(contributor.token)).statusCode).toBe(200);
    expect((await whoAmI(contributorPhone)).statusCode).toBe(401);
    expect((await whoAmI(owner.token)).statusCode).toBe(200);
  });
});
