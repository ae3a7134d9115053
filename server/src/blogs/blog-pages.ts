import { type BlogSummary, excerpt } from '@studyhub/shared-api/contract';
import { type SQL, count, inArray, sql } from 'drizzle-orm';
import { type AppDatabase, rowsOf } from '../db/client.ts';
import { blogs } from '../db/schema.ts';
import { toBlog } from './blog-mapping.ts';
import type { BlogPageRequest, PageCursor } from './blog-page-query.ts';
import { EXCERPT_HTML_CHARS, excerptFromStart } from './card-excerpt.ts';

export interface BlogPage {
  blogs: BlogSummary[];
  next: PageCursor | undefined;
}

/**
 * Rows a search text walks in the page's order before it finds its matches by index instead: a
 * common text fills the page within them; a rare one has few matches, cheap to find and sort.
 * Either way the cost is bounded, whatever the archive holds.
 */
export const ORDERED_WALK_ROWS = 1000;

// Sort keys (migration 0004 indexes each with the id as tie-breaker, over published rows).
const TITLE_KEY = sql`lower(title) COLLATE "C"`;
// Exact to the microsecond, which a JavaScript Date is not: pages of rows created in one
// millisecond still neither skip nor repeat.
const TIME_KEY = sql`(extract(epoch from created_at) * 1000000)::bigint::text`;
const timeOf = (microseconds: string) => sql`(timestamptz 'epoch' + ${microseconds}::bigint * interval '1 microsecond')`;

/** `%`, `_` and the escape character itself match literally in the search text. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The filter of the listing (every page of it, and its total). */
function filterOf({ term, category }: BlogPageRequest): { base: SQL[]; text: SQL | undefined } {
  const base: SQL[] = [sql`is_published`];
  if (category) base.push(sql`lower(category) = ${category}`);
  const pattern = term ? likePattern(term) : undefined;
  return { base, text: pattern ? sql`(lower(title) LIKE ${pattern} OR lower(category) LIKE ${pattern})` : undefined };
}

interface PageKey {
  id: string;
  time_key: string;
  title_key: string;
}

/** The ids of one page (and one more, to tell whether another follows), in order, by keyset. */
async function pageKeys(db: AppDatabase, request: BlogPageRequest): Promise<PageKey[]> {
  const { sort, limit, after } = request;
  const byDate = sort === 'newest' || sort === 'oldest';
  const descending = sort === 'newest' || sort === 'za';
  const key = byDate ? sql`created_at` : TITLE_KEY;
  const order = descending ? sql`${key} DESC, id DESC` : sql`${key} ASC, id ASC`;
  const { base, text } = filterOf(request);
  const where = [...base];
  if (after) {
    const from = byDate ? timeOf(after.key) : sql`${after.key} COLLATE "C"`;
    where.push(descending ? sql`(${key}, id) < (${from}, ${after.id}::uuid)` : sql`(${key}, id) > (${from}, ${after.id}::uuid)`);
  }
  const columns = sql`id, ${TIME_KEY} AS time_key, lower(title) AS title_key`;
  const all = (conditions: SQL[]) => sql.join(conditions, sql` AND `);
  const wanted = limit + 1;
  if (!text) return rowsOf<PageKey>(db, sql`SELECT ${columns} FROM blogs WHERE ${all(where)} ORDER BY ${order} LIMIT ${wanted}`);

  // In order along the sort's index, the next ORDERED_WALK_ROWS rows only.
  const walked = await rowsOf<PageKey>(
    db,
    sql`SELECT ${columns} FROM (SELECT id, title, category, created_at FROM blogs WHERE ${all(where)} ORDER BY ${order} LIMIT ${ORDERED_WALK_ROWS}) AS blogs
        WHERE ${text} ORDER BY ${order} LIMIT ${wanted}`,
  );
  if (walked.length === wanted) return walked;
  // Too few there: every match by the trigram index (materialised, so the planner cannot walk the
  // sort's index with the text as a filter instead), then sorted.
  return rowsOf<PageKey>(
    db,
    sql`WITH matched AS MATERIALIZED (SELECT id, title, created_at FROM blogs WHERE ${all([...where, text])})
        SELECT ${columns} FROM matched ORDER BY ${order} LIMIT ${wanted}`,
  );
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

/** The cards of the given blogs, their bodies read only as far as the excerpt needs. */
async function cards(db: AppDatabase, publicApiUrl: string, ids: string[]): Promise<Map<string, BlogSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...BLOG_FIELDS, description: sql<string>`left(${blogs.description}, ${EXCERPT_HTML_CHARS + 1})` })
    .from(blogs)
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
  const keys = await pageKeys(db, request);
  const shown = keys.slice(0, request.limit);
  const byId = await cards(db, publicApiUrl, shown.map((key) => key.id));
  const last = shown.at(-1);
  const byDate = request.sort === 'newest' || request.sort === 'oldest';
  return {
    blogs: shown.map((key) => byId.get(key.id)).filter((card) => card !== undefined),
    next: keys.length > request.limit && last ? { key: byDate ? last.time_key : last.title_key, id: last.id } : undefined,
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
