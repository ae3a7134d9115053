/**
 * Failed logins per account in a fixed window, kept in memory: together with the per-IP limit
 * it stops password guessing against one account from many addresses.
 */
export function createLoginAttempts(maxFailures: number, windowMs: number) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /** Milliseconds until the account may try again, or 0 when it may try now. */
    retryAfterMs(account: string, now = Date.now()): number {
      const entry = current(account, now);
      return entry && entry.count >= maxFailures ? entry.resetAt - now : 0;
    },
    recordFailure(account: string, now = Date.now()): void {
      const entry = current(account, now) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      failures.set(account, entry);
    },
    reset(account: string): void {
      failures.delete(account);
    },
  };
}
