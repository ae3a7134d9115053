import { createExpiringCounters } from './expiring-counters.ts';

/** Enough for every account and address seen in a window of an attack; beyond it the stalest go. */
export const MAX_TRACKED_KEYS = 10_000;

/** One kind of failed-login count (per address and account, or per account), each key expiring a window after its first count. */
export interface LoginCounters {
  /** The count in the current window and the time it ends (0 counts: resetAt = now). */
  get(key: string, now?: number): Promise<{ count: number; resetAt: number }>;
  /**
   * Counts one more, atomically, and answers the new count: attempts sent at once each get their
   * own number, so none is decided from a count that another has not yet raised.
   */
  increment(key: string, now?: number): Promise<{ count: number; resetAt: number }>;
  delete(key: string): Promise<void>;
}

/** Where the counts live: `open` gives the counters of one kind, by name. */
export interface LoginCounterStore {
  open(name: string, windowMs: number): LoginCounters;
}

/** In this process's memory: one instance only, forgotten on restart (REDIS_URL unset). */
export function memoryLoginCounterStore() {
  const all: Array<ReturnType<typeof createExpiringCounters>> = [];
  return {
    open(_name: string, windowMs: number): LoginCounters {
      const counters = createExpiringCounters(windowMs, MAX_TRACKED_KEYS);
      all.push(counters);
      return {
        get: async (key, now) => counters.get(key, now),
        increment: async (key, now) => counters.increment(key, now),
        delete: async (key) => counters.delete(key),
      };
    },
    /** Keys held, for tests of the memory bound. */
    get trackedKeys(): number {
      return all.reduce((sum, counters) => sum + counters.size, 0);
    },
  } satisfies LoginCounterStore & { trackedKeys: number };
}
