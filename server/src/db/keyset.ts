import { type SQL, sql } from 'drizzle-orm';
import type { PageCursor } from '../http/page-cursor.ts';
import { type AppDatabase, rowsOf } from './client.ts';

// The SQL of keyset pages (docs/decisions/0031, 0034), shared by the public listing and the admin's
// lists (docs/decisions/0072): a sort key with the id as tie-breaker, a page after a cursor, and
// a selective filter read by walking the sort's index a bounded way before matching by its own index.

/**
 * Rows a selective filter (a search text, a rare category) walks in the page's order before its
 * matches are found by index instead: a common filter fills the page within them; a rare one has
 * few matches, cheap to find and sort. Either way the cost is bounded, whatever the archive holds.
 */
export const ORDERED_WALK_ROWS = 1000;

/** The title sort key: case-insensitive, then code points, the same on every database (decision 0031). */
export const TITLE_KEY = sql`lower(title) COLLATE "C"`;
/**
 * A row's date as its cursor carries it, exact to the microsecond, which a JavaScript Date is not:
 * pages of rows created in one millisecond still neither skip nor repeat.
 */
export const TIME_KEY = sql`(extract(epoch from created_at) * 1000000)::bigint::text`;
const timeOf = (microseconds: string) => sql`(timestamptz 'epoch' + ${microseconds}::bigint * interval '1 microsecond')`;

/** `%`, `_` and the escape character itself match literally in the search text. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** How one page is ordered: by `created_at` or by TITLE_KEY, either way, the id breaking ties. */
export interface KeysetOrder {
  byDate: boolean;
  descending: boolean;
}

const keyOf = ({ byDate }: KeysetOrder) => (byDate ? sql`created_at` : TITLE_KEY);

export const orderBy = (order: KeysetOrder): SQL => (order.descending ? sql`${keyOf(order)} DESC, id DESC` : sql`${keyOf(order)} ASC, id ASC`);

/** Rows strictly after the cursor in the page's order. */
export function afterCursor(order: KeysetOrder, after: PageCursor): SQL {
  const from = order.byDate ? timeOf(after.key) : sql`${after.key} COLLATE "C"`;
  return order.descending ? sql`(${keyOf(order)}, id) < (${from}, ${after.id}::uuid)` : sql`(${keyOf(order)}, id) > (${from}, ${after.id}::uuid)`;
}

export const allOf = (conditions: SQL[]): SQL => (conditions.length ? sql.join(conditions, sql` AND `) : sql`true`);

/**
 * One page's keys (and one more, to tell whether another page follows) under a selective filter:
 * `walk` reads them among the next ORDERED_WALK_ROWS rows in the page's order; when too few match
 * there, `match` finds every match by the filter's own index and sorts them.
 */
export async function walkThenMatch<K>(db: AppDatabase, wanted: number, walk: SQL, match: SQL): Promise<K[]> {
  const walked = await rowsOf<K>(db, walk);
  return walked.length === wanted ? walked : rowsOf<K>(db, match);
}

/** How many rows a `FROM … WHERE …` holds, counted up to `cap` + 1 so a count never reads past it. */
export async function cappedCount(db: AppDatabase, source: SQL, cap: number): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM (SELECT 1 ${source} LIMIT ${cap + 1}) AS capped`);
  // PGlite answers count(*) as a number, pg as a string.
  const counted = Number(row?.n ?? 0);
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };
}
