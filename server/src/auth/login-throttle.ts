import type { RateLimits } from '../config.ts';
import { createExpiringCounters } from './expiring-counters.ts';

/** Enough for every account and address seen in a window of an attack; beyond it the stalest go. */
export const MAX_TRACKED_KEYS = 10_000;

/**
 * The login policy against password guessing (docs/decisions/0029):
 * - one client address that keeps failing on one account is refused (429) for the rest of the
 *   window, the right password included — it is that address that has been guessing;
 * - an account that keeps failing from everywhere is slowed down: each attempt on it waits a
 *   delay that doubles with every further failure, up to a maximum, but is never refused, so an
 *   attacker cannot lock the administrator out;
 * - a successful login clears both for that account.
 * Both counts cover every e-mail, known or not, so neither reveals which accounts exist.
 */
export function createLoginThrottle(limits: Pick<RateLimits, 'loginPerAccount' | 'loginWindowMs' | 'loginSlowdownBaseMs' | 'loginSlowdownMaxMs'>) {
  const byAddress = createExpiringCounters(limits.loginWindowMs, MAX_TRACKED_KEYS);
  const byAccount = createExpiringCounters(limits.loginWindowMs, MAX_TRACKED_KEYS);
  const pair = (account: string, client: string) => `${account} ${client}`;

  return {
    /** Milliseconds this address must wait before trying this account again, or 0. */
    lockedFor(account: string, client: string, now = Date.now()): number {
      const { count, resetAt } = byAddress.get(pair(account, client), now);
      return count >= limits.loginPerAccount ? resetAt - now : 0;
    },
    /** How long an attempt on this account waits before its password is checked. */
    delayFor(account: string, now = Date.now()): number {
      const excess = byAccount.get(account, now).count - limits.loginPerAccount;
      if (excess < 0) return 0;
      return Math.min(limits.loginSlowdownBaseMs * 2 ** Math.min(excess, 30), limits.loginSlowdownMaxMs);
    },
    recordFailure(account: string, client: string, now = Date.now()): void {
      byAddress.increment(pair(account, client), now);
      byAccount.increment(account, now);
    },
    recordSuccess(account: string, client: string): void {
      byAddress.delete(pair(account, client));
      byAccount.delete(account);
    },
    /** Keys held, for tests of the memory bound. */
    get trackedKeys(): number {
      return byAddress.size + byAccount.size;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
