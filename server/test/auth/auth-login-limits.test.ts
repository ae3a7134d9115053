import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { createAdminAccounts } from '../../src/auth/admin-accounts.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type RateLimits } from '../../src/config.ts';
import { TEST_ADMIN } from '../helpers/admin-session.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

const login = (ctx: Pick<TestApp, 'app'>, password: string, remoteAddress: string, email: string = TEST_ADMIN.email) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email, password }, remoteAddress });

describe('failed logins from one address on one account', () => {
  const ctx = useTestApp();
  const withLimits = (limits: Partial<RateLimits>) => ({ ...ctx.config.rateLimits, loginSlowdownBaseMs: 1, loginSlowdownMaxMs: 1, ...limits });

  it('lock that address out of that account, right password included, and nobody else', async () => {
    const app = await buildApp({ config: { ...ctx.config, rateLimits: withLimits({ loginPerAccount: 2, loginWindowMs: 10 * 60_000 }) }, database: ctx.database });
    try {
      await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await login({ app }, 'wrong-password', '203.0.113.7')).statusCode).toBe(401);
      }

      const blocked = await login({ app }, TEST_ADMIN.password, '203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ success: false, message: 'Too many failed logins for this account from your address. Try again in 10 minutes.' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(9 * 60);
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);

      // The finding: anyone could lock the administrator out. An address that has not been failing logs in.
      expect((await login({ app }, TEST_ADMIN.password, '198.51.100.9')).statusCode).toBe(200);
      // The same address may still try other accounts (the per-address limit covers those).
      expect((await login({ app }, 'wrong-password', '203.0.113.7', 'other@test.example.edu')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('failed logins on one account from everywhere', () => {
  const ctx = useTestApp();

  it('slow every attempt on it down with a growing delay, but never refuse the right password', async () => {
    const log = captureLog();
    const rateLimits = { ...ctx.config.rateLimits, loginPerAccount: 2, loginSlowdownBaseMs: 150, loginSlowdownMaxMs: 300 };
    const app = await buildApp({ config: { ...ctx.config, logLevel: 'info', rateLimits }, database: ctx.database, logStream: log.stream });
    try {
      await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
      // Each from its own address, so no address is locked out: only the account-wide count grows.
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login({ app }, 'wrong-password', `203.0.113.${attempt + 1}`)).statusCode).toBe(401);
      }
      const delays = log.events('login.failed').map((line) => line.delayMs);
      expect(delays).toEqual([undefined, undefined, 150, 300]);

      const started = performance.now();
      const right = await login({ app }, TEST_ADMIN.password, '198.51.100.9');
      expect(right.statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);

      // Success clears the account's count: the next attempt is not delayed.
      expect((await login({ app }, 'wrong-password', '198.51.100.10')).statusCode).toBe(401);
      expect(log.events('login.failed').at(-1)?.delayMs).toBeUndefined();
      expect(log.events('login.succeeded')).toEqual([expect.objectContaining({ account: TEST_ADMIN.email, client: '198.51.100.9' })]);
      expect(log.text()).not.toContain(TEST_ADMIN.password);
      expect(log.text()).not.toContain(right.json<{ token: string }>().token);
    } finally {
      await app.close();
    }
  });
});

describe('login limit per client address', () => {
  const ctx = useTestApp({ rateLimits: { ...loadConfig({}).rateLimits, loginPerIp: 3, loginWindowMs: 60_000 } });

  it('answers 429 once one address has used up its attempts, whatever the account', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // A different account each time, so only the per-address limit can stop them.
      expect((await login(ctx, 'wrong-password', '203.0.113.7', `user${attempt}@test.example.edu`)).statusCode).toBe(401);
    }

    const blocked = await login(ctx, 'wrong-password', '203.0.113.7', 'user9@test.example.edu');

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(ctx, 'wrong-password', `2001:db8:5:6::${attempt + 1}`, `v6-${attempt}@test.example.edu`)).statusCode).toBe(401);
    }
    expect((await login(ctx, 'wrong-password', '2001:db8:5:6:ffff::9', 'v6-9@test.example.edu')).statusCode).toBe(429);
    expect((await login(ctx, 'wrong-password', '2001:db8:5:7::1', 'v6-9@test.example.edu')).statusCode).toBe(401);
  });
});
