import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { TEST_DRIVER, useTestApp } from '../helpers/test-app.ts';

describe('prepared statements (docs/decisions/0040)', () => {
  const ctx = useTestApp();

  it('answers each statement with its own values, however often and in whatever order they come', async () => {
    const square = (n: number) => ctx.database.prepared<{ n: number }>(sql`SELECT ${n}::int * ${n}::int AS n`);
    const echo = (text: string) => ctx.database.prepared<{ text: string }>(sql`SELECT ${text}::text AS text`);
    // More at once than a pool has connections, so statements meet connections that prepared another.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? square(i) : echo(`'; DROP TABLE blogs; -- ${i}`))));
    answers.forEach((rows, i) => expect(rows).toEqual([i % 2 ? { n: i * i } : { text: `'; DROP TABLE blogs; -- ${i}` }]));
  });

  it("fills one statement's placeholders with each call's values", async () => {
    // Built once and sent many times, as the site search sends its statement.
    const product = sql`SELECT ${sql.placeholder('a')}::int * ${sql.placeholder('b')}::int AS n, ${sql.placeholder('a')}::text AS a`;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => ctx.database.prepared<{ n: number; a: string }>(product, { a: i, b: i + 1 })));
    answers.forEach((rows, i) => expect(rows).toEqual([{ n: i * (i + 1), a: String(i) }]));
    await expect(ctx.database.prepared(product, { a: 1 })).rejects.toThrow(/placeholder/i);
  });

  it.runIf(TEST_DRIVER === 'postgres')('plans them without their values on connections of their own, and nothing else', async () => {
    const mode = sql`SELECT current_setting('plan_cache_mode') AS mode`;
    expect(await ctx.database.prepared(mode)).toEqual([{ mode: 'force_generic_plan' }]);
    expect(await rowsOf(ctx.database.db, mode)).toEqual([{ mode: 'auto' }]);
  });
});
