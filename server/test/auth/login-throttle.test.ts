import { describe, expect, it } from 'vitest';
import { createExpiringCounters } from '../../src/auth/expiring-counters.ts';
import { MAX_TRACKED_KEYS, memoryLoginCounterStore } from '../../src/auth/login-counters.ts';
import { createLoginThrottle, type LoginVerdict } from '../../src/auth/login-throttle.ts';
import { clientKey } from '../../src/http/client-address.ts';

const limits = { loginPerAccount: 3, loginWindowMs: 60_000, loginSlowdownBaseMs: 250, loginSlowdownMaxMs: 10_000 };

describe('login throttle', () => {
  it('doubles the delay of an account with each failure past the allowance, up to the maximum', async () => {
    const throttle = createLoginThrottle(limits);
    const verdicts: LoginVerdict[] = [];
    for (let failure = 0; failure < 10; failure += 1) verdicts.push(await throttle.reserve('admin@test.example.edu', `203.0.113.${failure}`, 0));
    expect(verdicts.map((verdict) => ('delayMs' in verdict ? verdict.delayMs : 'refused'))).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 8000, 10_000]);
    // The window ends: the account is fast again.
    expect(await throttle.reserve('admin@test.example.edu', '203.0.113.99', 60_000)).toEqual({ delayMs: 0 });
  });

  it('refuses an address past its allowance on an account until the window ends, without counting it on the account', async () => {
    const throttle = createLoginThrottle(limits);
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await throttle.reserve('admin@test.example.edu', '203.0.113.7', 1000)).toEqual({ delayMs: 0 });
    expect(await throttle.reserve('admin@test.example.edu', '203.0.113.7', 31_000)).toEqual({ refusedForMs: 30_000 });
    // The refused attempt was never checked: the account's count is still its allowance.
    expect(await throttle.reserve('admin@test.example.edu', '198.51.100.9', 31_000)).toEqual({ delayMs: 250 });
    expect(await throttle.reserve('admin@test.example.edu', '203.0.113.7', 61_000)).toEqual({ delayMs: 0 });
  });

  it('keeps a bounded number of keys however many accounts and addresses are tried', async () => {
    const store = memoryLoginCounterStore();
    const throttle = createLoginThrottle(limits, store);
    for (let i = 0; i < 3 * MAX_TRACKED_KEYS; i += 1) {
      await throttle.reserve(`user${i}@test.example.edu`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 0);
      // The attacked account keeps failing meanwhile, so it stays among the most recent.
      if (i % 1000 === 0) await throttle.reserve('admin@test.example.edu', '203.0.113.1', 0);
    }
    expect(store.trackedKeys).toBeLessThanOrEqual(2 * MAX_TRACKED_KEYS);
    expect(await throttle.reserve('admin@test.example.edu', '203.0.113.1', 0)).toEqual({ refusedForMs: 60_000 });
  });
});

describe('expiring counters', () => {
  it('drop the least recently counted key when full', () => {
    const counters = createExpiringCounters(1000, 3);
    counters.increment('a', 0);
    counters.increment('b', 0);
    counters.increment('c', 0);
    counters.increment('a', 10);
    counters.increment('d', 20);
    expect(counters.size).toBe(3);
    expect([counters.get('a', 30).count, counters.get('b', 30).count, counters.get('d', 30).count]).toEqual([2, 0, 1]);
    // A window ends a fixed time after the first count.
    expect(counters.get('a', 1000).count).toBe(0);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
