import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { type AppDatabase, rowsOf } from '../db/client.ts';

/**
 * How old the newest generation check may be when a read is answered from the cache: a write
 * acknowledged by any process is served by every process at most this long after (decision 0036).
 */
export const FRESHNESS_WINDOW_MS = 100;

export interface CacheFreshnessOptions {
  /** The blog generation as the database holds it now (migration 0007). */
  readGeneration: () => Promise<string>;
  /** Drops every cached read. */
  invalidate: () => void;
  windowMs?: number;
  /** Milliseconds on a clock that never goes back. */
  now?: () => number;
}

export type CacheFreshness = ReturnType<typeof createCacheFreshness>;

/** One query, the same for every read: an index lookup of a one-row table. */
export async function readBlogGeneration(db: AppDatabase): Promise<string> {
  const [row] = await rowsOf<{ generation: string | number }>(db, sql`select generation from blog_generation`);
  if (!row) throw new Error('blog_generation has no row (migration 0007)');
  return String(row.generation);
}

/**
 * Guards a cache shared by several processes against writes whose NOTIFY is late or lost. A read
 * may use the cache only after a generation query that *started* at most `windowMs` ago: every
 * write acknowledged before that start had committed, so the query saw its generation. Its start,
 * not its end, is what counts, so a slow answer cannot stretch the window. At most one query
 * starts per window whatever the load; reads arriving meanwhile wait for it.
 */
export function createCacheFreshness({ readGeneration, invalidate, windowMs = FRESHNESS_WINDOW_MS, now = () => performance.now() }: CacheFreshnessOptions) {
  /** Start of the newest check that answered; reads within the window of it trust the cache. */
  let verifiedAt = -Infinity;
  /** The generation the cached entries reflect at least; undefined when not known. */
  let known: string | undefined;
  let inFlight: { startedAt: number; done: Promise<void> } | undefined;

  async function check(startedAt: number): Promise<void> {
    // A failure is an unknown generation: the cache is dropped and whatever is loaded after that
    // was read after `startedAt`, which is as fresh as a successful answer would have proved.
    const generation = await readGeneration().catch(() => undefined);
    // An older check answering after a newer one knows less.
    if (startedAt < verifiedAt) return;
    verifiedAt = startedAt;
    // Entries loaded before this answer may predate the write; loads started after it cannot.
    if (generation === undefined || generation !== known) {
      invalidate();
      known = generation;
    }
  }

  return {
    /** Resolves once the cache may answer; undefined when it already may (no await on the hot path). */
    ensureFresh(): Promise<void> | undefined {
      const at = now();
      if (at - verifiedAt <= windowMs) return undefined;
      // A check that started within the window proves enough once it answers; an older one does
      // not, and only then does a new one start: at most one query per window under any load.
      if (!inFlight || at - inFlight.startedAt > windowMs) inFlight = { startedAt: at, done: check(at) };
      return inFlight.done;
    },
  };
}
