import type { RateLimits } from '../config.ts';
import { type LoginCounterStore, memoryLoginCounterStore } from './login-counters.ts';

/**
 * The login policy against password guessing (docs/decisions/0029):
 * - one client address that keeps failing on one account is refused (429) for the rest of the
 *   window, the right password included — it is that address that has been guessing;
 * - an account that keeps failing from everywhere is slowed down: each attempt on it waits a
 *   delay that doubles with every further failure, up to a maximum, but is never refused, so an
 *   attacker cannot lock the administrator out;
 * - a successful login clears both for that account.
 * Both counts cover every e-mail, known or not, so neither reveals which accounts exist.
 * The counts live in `store`: this process's memory, or Redis shared by every instance
 * (docs/decisions/0035).
 */
export function createLoginThrottle(
  limits: Pick<RateLimits, 'loginPerAccount' | 'loginWindowMs' | 'loginSlowdownBaseMs' | 'loginSlowdownMaxMs'>,
  store: LoginCounterStore = memoryLoginCounterStore(),
) {
  const byAddress = store.open('address', limits.loginWindowMs);
  const byAccount = store.open('account', limits.loginWindowMs);
  const pair = (account: string, client: string) => `${account} ${client}`;

  return {
    /** Milliseconds this address must wait before trying this account again, or 0. */
    async lockedFor(account: string, client: string, now = Date.now()): Promise<number> {
      const { count, resetAt } = await byAddress.get(pair(account, client), now);
      return count >= limits.loginPerAccount ? resetAt - now : 0;
    },
    /** How long an attempt on this account waits before its password is checked. */
    async delayFor(account: string, now = Date.now()): Promise<number> {
      const excess = (await byAccount.get(account, now)).count - limits.loginPerAccount;
      if (excess < 0) return 0;
      return Math.min(limits.loginSlowdownBaseMs * 2 ** Math.min(excess, 30), limits.loginSlowdownMaxMs);
    },
    async recordFailure(account: string, client: string, now = Date.now()): Promise<void> {
      await Promise.all([byAddress.increment(pair(account, client), now), byAccount.increment(account, now)]);
    },
    async recordSuccess(account: string, client: string): Promise<void> {
      await Promise.all([byAddress.delete(pair(account, client)), byAccount.delete(account)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
