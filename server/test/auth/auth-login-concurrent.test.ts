// The finding (issue 35): the account-wide slow-down and the per-address lock were decided from
// the failures already checked, so attempts sent at once all saw the same count: 30 concurrent
// wrong passwords at a 2 s delay were all checked within 14.6 s. Each attempt is now counted
// before its password is checked (docs/decisions/0080), in memory and in Redis alike.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { createAdminAccounts } from '../../src/auth/admin-accounts.ts';
import type { RateLimits } from '../../src/config.ts';
import { TEST_ADMIN } from '../helpers/admin-session.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { REDIS_AVAILABLE, TEST_REDIS_URL, deleteRedisKeys, uniqueRedisPrefix } from '../helpers/shared-redis.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const STORES = [
  { store: 'in memory', redisUrl: undefined, skip: false },
  { store: 'in Redis', redisUrl: TEST_REDIS_URL, skip: !REDIS_AVAILABLE },
] as const;

for (const { store, redisUrl, skip } of STORES) {
  describe.skipIf(skip)(`concurrent failed logins on one account, counted ${store}`, () => {
    const ctx = useTestApp();
    const opened: App[] = [];
    const prefixes: string[] = [];

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((app) => app.close()));
      await Promise.all(prefixes.splice(0).map((prefix) => deleteRedisKeys(TEST_REDIS_URL, prefix)));
    });

    async function appWith(limits: Partial<RateLimits>, log: ReturnType<typeof captureLog>): Promise<App> {
      const prefix = uniqueRedisPrefix('login-concurrent');
      if (redisUrl) prefixes.push(prefix);
      const config = { ...ctx.config, logLevel: 'info' as const, redisUrl, rateLimits: { ...NO_RATE_LIMITS, ...limits } };
      const app = await buildApp({ config, database: ctx.database, logStream: log.stream, redisKeyPrefix: prefix });
      opened.push(app);
      await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
      return app;
    }

    const login = (app: App, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email: TEST_ADMIN.email, password }, remoteAddress });

    it('make each attempt wait for every attempt counted before it, not only those already checked', async () => {
      const log = captureLog();
      const app = await appWith({ loginPerAccount: 2, loginWindowMs: 60_000, loginSlowdownBaseMs: 100, loginSlowdownMaxMs: 800 }, log);
      // The account's allowance used up, from two addresses: its delay is now 100 ms.
      for (const address of ['203.0.113.1', '203.0.113.2']) expect((await login(app, 'wrong-password', address)).statusCode).toBe(401);

      // Eight guesses at once, each from its own address.
      const started = performance.now();
      const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => login(app, 'wrong-password', `198.51.100.${i + 1}`)));
      const took = performance.now() - started;
      expect(guesses.map((response) => response.statusCode)).toEqual(Array(8).fill(401));
      // Before: every one waited the same 100 ms and all eight were checked together.
      const delays = log.events('login.failed').slice(2).map((line) => Number(line.delayMs));
      expect(delays.sort((a, b) => a - b)).toEqual([100, 200, 400, 800, 800, 800, 800, 800]);
      expect(took).toBeGreaterThanOrEqual(800);

      // Never a lockout: the right password, from an address that has not been failing, gets in
      // after the longest delay, and clears the account's count.
      const rightStarted = performance.now();
      expect((await login(app, TEST_ADMIN.password, '192.0.2.50')).statusCode).toBe(200);
      expect(performance.now() - rightStarted).toBeGreaterThanOrEqual(800);
      expect((await login(app, 'wrong-password', '192.0.2.51')).statusCode).toBe(401);
      expect(log.events('login.failed').at(-1)?.delayMs).toBeUndefined();
    });

    it('check no more guesses sent at once from one address than its allowance on the account', async () => {
      const log = captureLog();
      const app = await appWith({ loginPerAccount: 2, loginWindowMs: 10 * 60_000 }, log);

      const statuses = (await Promise.all(Array.from({ length: 6 }, () => login(app, 'wrong-password', '203.0.113.7')))).map((response) => response.statusCode);

      // Before: all six were checked (six 401s), the lock being decided before any was counted.
      expect(statuses.sort()).toEqual([401, 401, 429, 429, 429, 429]);
      expect(log.events('login.failed')).toHaveLength(2);
      expect((await login(app, TEST_ADMIN.password, '203.0.113.7')).statusCode).toBe(429);
      expect((await login(app, TEST_ADMIN.password, '198.51.100.9')).statusCode).toBe(200);
    });
  });
}
