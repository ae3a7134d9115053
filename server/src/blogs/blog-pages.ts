import type { BlogSummary } from '@studyhub/shared-api/contract';
import { type SQL, and, count, eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { blogs } from '../db/schema.ts';
import { type BlogRow, toBlog, toSummary } from './blog-mapping.ts';
import type { BlogPageRequest, PageCursor } from './blog-page-query.ts';

export interface BlogPage {
  blogs: BlogSummary[];
  total: number;
  next: PageCursor | undefined;
}

// Sort keys (migration 0004 indexes each with the id as tie-breaker, over published rows).
const TITLE_KEY = sql`lower(${blogs.title}) COLLATE "C"`;
// Exact to the microsecond, which a JavaScript Date is not: pages of rows created in one
// millisecond still neither skip nor repeat.
const TIME_KEY = sql<string>`(extract(epoch from ${blogs.createdAt}) * 1000000)::bigint::text`;
const timeOf = (microseconds: string) => sql`(timestamptz 'epoch' + ${microseconds}::bigint * interval '1 microsecond')`;

/** `%`, `_` and the escape character itself match literally in the search text. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of the published listing with keyset pagination, and the total of the filter. */
export async function readBlogPage(db: AppDatabase, publicApiUrl: string, request: BlogPageRequest): Promise<BlogPage> {
  const { term, category, sort, limit, after } = request;
  const filter: SQL[] = [eq(blogs.isPublished, true)];
  if (term) {
    const pattern = likePattern(term);
    filter.push(or(sql`lower(${blogs.title}) like ${pattern}`, sql`lower(${blogs.category}) like ${pattern}`)!);
  }
  if (category) filter.push(sql`lower(${blogs.category}) = ${category}`);

  const byDate = sort === 'newest' || sort === 'oldest';
  const descending = sort === 'newest' || sort === 'za';
  const keyColumn = byDate ? sql`${blogs.createdAt}` : TITLE_KEY;
  const direction = descending ? sql`desc` : sql`asc`;
  const page = [...filter];
  if (after) {
    const key = byDate ? timeOf(after.key) : sql`${after.key} COLLATE "C"`;
    page.push(descending ? sql`(${keyColumn}, ${blogs.id}) < (${key}, ${after.id}::uuid)` : sql`(${keyColumn}, ${blogs.id}) > (${key}, ${after.id}::uuid)`);
  }

  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: blogs, timeKey: TIME_KEY, titleKey: sql<string>`lower(${blogs.title})` })
      .from(blogs)
      .where(and(...page))
      .orderBy(sql`${keyColumn} ${direction}`, sql`${blogs.id} ${direction}`)
      .limit(limit + 1),
    db.select({ total: count() }).from(blogs).where(and(...filter)),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    blogs: shown.map(({ row }) => toSummary(toBlog(row as BlogRow, publicApiUrl))),
    // `count` converts at the edge: PGlite answers it as a number, pg as a string.
    total: Number(counted?.total ?? 0),
    next: rows.length > limit && last ? { key: byDate ? last.timeKey : last.titleKey, id: last.row.id } : undefined,
  };
}
