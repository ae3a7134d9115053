import { ADMIN_TOTAL_CAP, type AdminBlogRow, type AdminBlogStatus, type ReviewState } from '@studyhub/shared-api/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { blogPageKeys, nextPageCursor } from '../blogs/blog-pages.ts';
import type { AppDatabase } from '../db/client.ts';
import { allOf, cappedCount, likePattern } from '../db/keyset.ts';
import { blogs } from '../db/schema.ts';
import type { PageCursor } from '../http/page-cursor.ts';
import type { AdminBlogPageRequest } from './admin-page-query.ts';

/** One page of an admin list: its rows, how many match (capped) and where the next page starts. */
export interface AdminPage<Row> {
  rows: Row[];
  total: number;
  totalCapped: boolean;
  next: PageCursor | undefined;
}

// Each status is the predicate of its indexes (migrations 0004 and 0014), so the planner walks
// only those rows: the drafts alone even when they are a handful among 100,000 published blogs.
const STATUS: Record<AdminBlogStatus, SQL[]> = { all: [], published: [sql`is_published`], draft: [sql`NOT is_published`] };

function filterOf({ term, status, category }: AdminBlogPageRequest): { base: SQL[]; narrow: SQL | undefined } {
  const narrow: SQL[] = [];
  if (category) narrow.push(sql`lower(category) = ${category}`);
  if (term) narrow.push(sql`lower(title) LIKE ${likePattern(term)}`);
  return { base: STATUS[status], narrow: narrow.length ? sql`(${allOf(narrow)})` : undefined };
}

/** One page of every blog, drafts included, as summaries: no body is read (docs/decisions/0072). */
export async function readAdminBlogPage(db: AppDatabase, request: AdminBlogPageRequest): Promise<AdminPage<AdminBlogRow>> {
  const { base, narrow } = filterOf(request);
  const [keys, counted] = await Promise.all([
    blogPageKeys(db, { base, narrow, sort: request.sort, limit: request.limit, after: request.after }),
    cappedCount(db, sql`FROM blogs WHERE ${allOf(narrow ? [...base, narrow] : base)}`, ADMIN_TOTAL_CAP),
  ]);
  const shown = keys.slice(0, request.limit).map((key) => key.id);
  const rows = shown.length
    ? await db
        .select({ id: blogs.id, title: blogs.title, category: blogs.category, createdAt: blogs.createdAt, isPublished: blogs.isPublished, publishAt: blogs.publishAt, authorId: blogs.authorId, reviewState: blogs.reviewState })
        .from(blogs)
        .where(inArray(blogs.id, shown))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    // A row deleted between the two reads is left out.
    rows: shown.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { id: _id, createdAt, publishAt, reviewState, ...rest } = row;
      return [{ _id, ...rest, reviewState: reviewState as ReviewState, createdAt: createdAt.toISOString(), ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) }];
    }),
    ...counted,
    next: nextPageCursor(keys, request.limit, request.sort),
  };
}
