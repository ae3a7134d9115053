import { type SQL, sql } from 'drizzle-orm';
import { blogs } from './schema.ts';

/**
 * Rows per page of a whole-archive answer read in pieces (docs/decisions/0085): a page of full
 * posts (source and reader's HTML) is a few MB at most.
 */
export const ARCHIVE_PAGE_ROWS = 100;

/** A blog's `created_at` exact to the microsecond, as keyset.ts's TIME_KEY, qualified for joins. */
export const BLOG_TIME_KEY = sql<string>`(extract(epoch from ${blogs.createdAt}) * 1000000)::bigint::text`;

export interface ArchiveKey {
  id: string;
  timeKey: string;
}

/**
 * Blogs newest first, the id breaking ties, one keyset page at a time: `read(after, limit)` reads the
 * rows after the condition (none for the first page), ordered by created_at DESC, id DESC. Pages are
 * separate statements, not one snapshot: a post written meanwhile is in the answer or not, none twice.
 */
export async function* newestBlogPages<R extends ArchiveKey>(read: (after: SQL | undefined, limit: number) => Promise<R[]>, pageRows = ARCHIVE_PAGE_ROWS): AsyncGenerator<R[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after, pageRows);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageRows) return;
    after = sql`(${blogs.createdAt}, ${blogs.id}) < (timestamptz 'epoch' + ${last.timeKey}::bigint * interval '1 microsecond', ${last.id}::uuid)`;
  }
}

/** Each page's rows mapped one by one, a page at a time. */
export async function* mapPages<R, T>(pages: AsyncIterable<R[]>, map: (row: R) => T): AsyncGenerator<T[]> {
  for await (const page of pages) yield page.map(map);
}
