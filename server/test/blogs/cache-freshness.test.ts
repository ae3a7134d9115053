// The freshness gate alone (docs/decisions/0036), on a clock the test moves: no database needed.
import { describe, expect, it } from 'vitest';
import { createCacheFreshness, FRESHNESS_WINDOW_MS } from '../../src/blogs/cache-freshness.ts';

function gate() {
  let clock = 0;
  let generation = '1';
  const queries: { startedAt: number; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  let invalidations = 0;
  const freshness = createCacheFreshness({
    readGeneration: () => new Promise<string>((resolve, reject) => queries.push({ startedAt: clock, resolve, reject })),
    invalidate: () => invalidations++,
    now: () => clock,
  });
  return {
    freshness,
    queries,
    get invalidations() {
      return invalidations;
    },
    tick: (ms: number) => (clock += ms),
    write: () => (generation = String(Number(generation) + 1)),
    /** Answers the oldest unanswered query with the generation the database holds now. */
    answer: async (index = 0) => {
      queries[index]!.resolve(generation);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('cache freshness gate', () => {
  it('serves without a query within the window of the last check, and checks again after it', async () => {
    const g = gate();
    const first = g.freshness.ensureFresh();
    expect(first).toBeInstanceOf(Promise);
    await g.answer();
    await first;
    g.tick(FRESHNESS_WINDOW_MS);
    expect(g.freshness.ensureFresh()).toBeUndefined();
    g.tick(1);
    expect(g.freshness.ensureFresh()).toBeInstanceOf(Promise);
    expect(g.queries).toHaveLength(2);
  });

  it('shares one query among every read that arrives while it runs: at most one per window', async () => {
    const g = gate();
    const waits = Array.from({ length: 1000 }, (_, n) => {
      if (n % 100 === 0) g.tick(1);
      return g.freshness.ensureFresh();
    });
    expect(g.queries).toHaveLength(1);
    // A query older than the window proves nothing for a read arriving now: a second one starts.
    g.tick(FRESHNESS_WINDOW_MS);
    const late = g.freshness.ensureFresh();
    expect(g.queries).toHaveLength(2);
    await g.answer(0);
    await g.answer(1);
    await Promise.all([...waits, late]);
  });

  it('drops the cache when the generation changed, and only then', async () => {
    const g = gate();
    const first = g.freshness.ensureFresh();
    await g.answer();
    await first;
    const afterFirst = g.invalidations;
    g.tick(FRESHNESS_WINDOW_MS + 1);
    const same = g.freshness.ensureFresh();
    await g.answer(1);
    await same;
    expect(g.invalidations).toBe(afterFirst);
    g.write();
    g.tick(FRESHNESS_WINDOW_MS + 1);
    const changed = g.freshness.ensureFresh();
    await g.answer(2);
    await changed;
    expect(g.invalidations).toBe(afterFirst + 1);
  });

  it("ignores an older query's late answer once a newer one answered", async () => {
    const g = gate();
    const old = g.freshness.ensureFresh(); // sees generation 1, answers last
    g.tick(FRESHNESS_WINDOW_MS + 1);
    g.write();
    const recent = g.freshness.ensureFresh();
    await g.answer(1);
    await recent;
    const count = g.invalidations;
    await g.answer(0);
    await old;
    expect(g.invalidations).toBe(count);
    g.tick(FRESHNESS_WINDOW_MS);
    expect(g.freshness.ensureFresh()).toBeUndefined();
  });

  it('drops the cache when the query fails, without starting more than one query per window', async () => {
    const g = gate();
    const failing = g.freshness.ensureFresh();
    const before = g.invalidations;
    g.queries[0]!.reject(new Error('connection lost'));
    await failing;
    expect(g.invalidations).toBe(before + 1);
    g.tick(FRESHNESS_WINDOW_MS);
    expect(g.freshness.ensureFresh()).toBeUndefined();
    expect(g.queries).toHaveLength(1);
    g.tick(1);
    void g.freshness.ensureFresh();
    expect(g.queries).toHaveLength(2);
  });
});
