import type { RateLimits } from '../config.ts';
import { type LoginCounterStore, memoryLoginCounterStore } from './login-counters.ts';

/** What a login attempt must do before its password is checked. */
export type LoginVerdict = { refusedForMs: number } | { delayMs: number };

/**
 * The login policy against password guessing (docs/decisions/0029):
 * - one client address that keeps failing on one account is refused (429) for the rest of the
 *   window, the right password included — it is that address that has been guessing;
 * - an account that keeps failing from everywhere is slowed down: each attempt on it waits a
 *   delay that doubles with every further failure, up to a maximum, but is never refused, so an
 *   attacker cannot lock the administrator out;
 * - a successful login clears both for that account.
 * Every attempt is counted as a failure before its password is checked, and decided by its own
 * place in the count (docs/decisions/0080): attempts sent at once cannot all pass on the count
 * none of them has raised yet. A success then takes its count back with the rest.
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
  const delayAfter = (failures: number): number => {
    const excess = failures - limits.loginPerAccount;
    if (excess < 0) return 0;
    return Math.min(limits.loginSlowdownBaseMs * 2 ** Math.min(excess, 30), limits.loginSlowdownMaxMs);
  };

  return {
    /**
     * Counts this attempt before its password is checked and says what it must do: be refused
     * (this address has used up its attempts on this account), or wait for the failures counted
     * before it on the account, then be checked. A refused attempt is not counted on the account:
     * it is never checked.
     */
    async reserve(account: string, client: string, now = Date.now()): Promise<LoginVerdict> {
      const fromHere = await byAddress.increment(pair(account, client), now);
      if (fromHere.count > limits.loginPerAccount) return { refusedForMs: Math.max(1, fromHere.resetAt - now) };
      const { count } = await byAccount.increment(account, now);
      return { delayMs: delayAfter(count - 1) };
    },
    async recordSuccess(account: string, client: string): Promise<void> {
      await Promise.all([byAddress.delete(pair(account, client)), byAccount.delete(account)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
