import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { upsertAdmin } from '../src/auth/admin-repository.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_ADMIN } from './helpers/admin-session.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';

const defaults = loadConfig({}).rateLimits;

const login = (ctx: TestApp, email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email, password } });

describe('login limit per account', () => {
  const ctx = useTestApp({ rateLimits: { ...defaults, loginPerAccount: 2, loginWindowMs: 10 * 60_000 } });

  it('answers 429 with a retry time after too many failures, even for the right password', async () => {
    await upsertAdmin(ctx.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await login(ctx, TEST_ADMIN.email, 'wrong-password')).statusCode).toBe(401);
    }

    const blocked = await login(ctx, TEST_ADMIN.email, TEST_ADMIN.password);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: 'Too many failed logins for this account. Try again in 10 minutes.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    // Another account is not affected.
    expect((await login(ctx, 'other@test.example.edu', 'wrong-password')).statusCode).toBe(401);
  });
});

describe('login limit per IP address', () => {
  const ctx = useTestApp({ rateLimits: { ...defaults, loginPerIp: 3, loginWindowMs: 60_000 } });

  it('answers 429 once one address has used up its attempts, whatever the account', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // A different account each time, so only the per-IP limit can stop them.
      expect((await login(ctx, `user${attempt}@test.example.edu`, 'wrong-password')).statusCode).toBe(401);
    }

    const blocked = await login(ctx, 'user9@test.example.edu', 'wrong-password');

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
