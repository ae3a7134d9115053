import { type BlogSort, type BlogSummary, excerpt } from '@studyhub/shared-api/contract';
import { type SQL, count, eq, inArray, sql } from 'drizzle-orm';
import { type AppDatabase, rowsOf } from '../db/client.ts';
import { admins, blogs } from '../db/schema.ts';
import { BYLINE_COLUMNS } from '../bylines/bylines.ts';
import { toBlog } from './blog-mapping.ts';
import { afterCursor, allOf, type KeysetOrder, likePattern, ORDERED_WALK_ROWS, orderBy, TIME_KEY, walkThenMatch } from '../db/keyset.ts';
import type { PageCursor } from '../http/page-cursor.ts';
import { type BlogPageRequest, sortsByDate } from './blog-page-query.ts';
import { EXCERPT_HTML_CHARS, excerptFromStart } from './card-excerpt.ts';

export interface BlogPage {
  blogs: BlogSummary[];
  next: PageCursor | undefined;
}

/** The filter of the listing (every page of it, and its total). */
function filterOf({ term, category }: BlogPageRequest): { base: SQL[]; text: SQL | undefined } {
  const base: SQL[] = [sql`is_published`];
  if (category) base.push(sql`lower(category) = ${category}`);
  const pattern = term ? likePattern(term) : undefined;
  return { base, text: pattern ? sql`(lower(title) LIKE ${pattern} OR lower(category) LIKE ${pattern})` : undefined };
}

export interface PageKey {
  id: string;
  time_key: string;
  title_key: string;
}

/** Which blogs a page reads, in which order, from where. */
export interface BlogKeysQuery {
  /** Conditions an index's own predicate serves (published, drafts), or that the planner matches by index. */
  base: SQL[];
  /** A selective filter over title and category (a search text, a rare category): walked, then matched. */
  narrow: SQL | undefined;
  sort: BlogSort;
  limit: number;
  after: PageCursor | undefined;
}

/**
 * The ids of one page (and one more, to tell whether another follows), in order, by keyset: the
 * public listing over migration 0004's indexes, the admin's list (decision 0072) over migration 0014's too.
 */
export async function blogPageKeys(db: AppDatabase, { base, narrow, sort, limit, after }: BlogKeysQuery): Promise<PageKey[]> {
  const order: KeysetOrder = { byDate: sortsByDate(sort), descending: sort === 'newest' || sort === 'za' };
  const where = after ? [...base, afterCursor(order, after)] : base;
  const columns = sql`id, ${TIME_KEY} AS time_key, lower(title) AS title_key`;
  const wanted = limit + 1;
  if (!narrow) return rowsOf<PageKey>(db, sql`SELECT ${columns} FROM blogs WHERE ${allOf(where)} ORDER BY ${orderBy(order)} LIMIT ${wanted}`);
  return walkThenMatch<PageKey>(
    db,
    wanted,
    // In order along the sort's index, the next ORDERED_WALK_ROWS rows only.
    sql`SELECT ${columns} FROM (SELECT id, title, category, created_at FROM blogs WHERE ${allOf(where)} ORDER BY ${orderBy(order)} LIMIT ${ORDERED_WALK_ROWS}) AS blogs
        WHERE ${narrow} ORDER BY ${orderBy(order)} LIMIT ${wanted}`,
    // Every match by the filter's index (trigram, category), materialised so the planner cannot walk
    // the sort's index with the filter as a condition instead, then sorted.
    sql`WITH matched AS MATERIALIZED (SELECT id, title, created_at FROM blogs WHERE ${allOf([...where, narrow])})
        SELECT ${columns} FROM matched ORDER BY ${orderBy(order)} LIMIT ${wanted}`,
  );
}

/** The cursor of the page after `keys` (read with one key more than `limit`), if another follows. */
export function nextPageCursor(keys: PageKey[], limit: number, sort: BlogSort): PageCursor | undefined {
  const last = keys[limit - 1];
  return keys.length > limit && last ? { key: sortsByDate(sort) ? last.time_key : last.title_key, id: last.id } : undefined;
}

const BLOG_FIELDS = {
  id: blogs.id,
  title: blogs.title,
  subTitle: blogs.subTitle,
  image: blogs.image,
  category: blogs.category,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
  isPublished: blogs.isPublished,
};

/**
 * The cards of the given blogs, their bodies read only as far as the excerpt needs, each with its
 * byline from the same statement (a join by primary key, after the page's keys were found by keyset:
 * the keyset query itself does not change, docs/decisions/0083).
 */
export async function blogCards(db: AppDatabase, publicApiUrl: string, ids: string[]): Promise<Map<string, BlogSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...BLOG_FIELDS, ...BYLINE_COLUMNS, description: sql<string>`left(${blogs.description}, ${EXCERPT_HTML_CHARS + 1})` })
    .from(blogs)
    .leftJoin(admins, eq(admins.id, blogs.authorId))
    .where(inArray(blogs.id, ids));
  const found = new Map(rows.map((row) => [row.id, { row, excerpt: excerptFromStart(row.description) }]));
  const unsure = [...found.values()].filter((entry) => entry.excerpt === undefined).map((entry) => entry.row.id);
  if (unsure.length > 0) {
    for (const whole of await db.select({ id: blogs.id, description: blogs.description }).from(blogs).where(inArray(blogs.id, unsure))) {
      found.get(whole.id)!.excerpt = excerpt(whole.description);
    }
  }
  return new Map(
    [...found].map(([id, { row, excerpt: text }]) => {
      const { description: _body, ...summary } = toBlog(row, publicApiUrl);
      return [id, { ...summary, excerpt: text ?? '' }];
    }),
  );
}

/** One page of the published listing with keyset pagination (docs/decisions/0031). */
export async function readBlogPage(db: AppDatabase, publicApiUrl: string, request: BlogPageRequest): Promise<BlogPage> {
  const { base, text } = filterOf(request);
  const keys = await blogPageKeys(db, { base, narrow: text, sort: request.sort, limit: request.limit, after: request.after });
  const shown = keys.slice(0, request.limit);
  const byId = await blogCards(db, publicApiUrl, shown.map((key) => key.id));
  return {
    blogs: shown.map((key) => byId.get(key.id)).filter((card) => card !== undefined),
    next: nextPageCursor(keys, request.limit, request.sort),
  };
}

/** How many published blogs the listing's filter keeps: the same for every sort and page. */
export async function countBlogPage(db: AppDatabase, request: BlogPageRequest): Promise<number> {
  const { base, text } = filterOf(request);
  const [counted] = await db
    .select({ total: count() })
    .from(blogs)
    .where(sql.join(text ? [...base, text] : base, sql` AND `));
  // `count` converts at the edge: PGlite answers it as a number, pg as a string.
  return Number(counted?.total ?? 0);
}
