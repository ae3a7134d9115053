import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

const PAGE = 8192;

/** A body of `words` words that compresses poorly, as real prose does. */
function prose(seed: number, words: number): string {
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out.push(state.toString(36));
  }
  return `<h2>${out.slice(0, 5).join(' ')}</h2><p>${out.join(' ')}</p>`;
}

describe("the search's stored columns (docs/decisions/0040)", () => {
  const ctx = useTestApp();

  it('keep a blog row narrow: matching reads rows by the thousand, a few to a page', async () => {
    const rows = 100;
    for (let i = 0; i < rows; i++) await insertBlog(ctx.database.db, { title: `Notes ${i} on graphs`, subTitle: 'Walks, trees and cuts', description: prose(i + 1, 900) });
    const [stored] = await rowsOf<{ bytes: number | string; snippet: number | string }>(
      ctx.database.db,
      sql`SELECT pg_relation_size('blogs') AS bytes, min(length(search_snippet)) AS snippet FROM blogs`,
    );
    // The hit columns are there in full: 1,000 characters of text from each ~6 KB body.
    expect(Number(stored!.snippet)).toBe(1000);
    // Inline, each row would carry them (over 1 KB): 100 rows filled 17 pages.
    expect(Number(stored!.bytes) / PAGE).toBeLessThanOrEqual(8);
  });
});
