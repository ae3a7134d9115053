/**
 * Counters that each expire a fixed window after their first count, held in memory. At most
 * `maxKeys` are kept, however many distinct keys clients send: when full, the least recently
 * counted goes (expired ones are the least recent, or dropped when next read).
 */
export function createExpiringCounters(windowMs: number, maxKeys: number) {
  const counters = new Map<string, { count: number; resetAt: number }>();

  const live = (key: string, now: number) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /** The count in the current window and the time it ends (0 counts: resetAt = now). */
    get(key: string, now = Date.now()): { count: number; resetAt: number } {
      return live(key, now) ?? { count: 0, resetAt: now };
    },
    /** Counts one more and answers the new count with the time its window ends. */
    increment(key: string, now = Date.now()): { count: number; resetAt: number } {
      const entry = live(key, now) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      // Re-inserted, so the map's order is the order of last use.
      counters.delete(key);
      if (counters.size >= maxKeys) counters.delete(counters.keys().next().value!);
      counters.set(key, entry);
      return { ...entry };
    },
    delete(key: string): void {
      counters.delete(key);
    },
    get size(): number {
      return counters.size;
    },
  };
}
