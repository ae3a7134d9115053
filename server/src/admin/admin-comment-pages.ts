import { ADMIN_TOTAL_CAP, type AdminCommentStatus, type Comment } from '@studyhub/shared-api/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, rowsOf } from '../db/client.ts';
import { afterCursor, allOf, cappedCount, type KeysetOrder, likePattern, ORDERED_WALK_ROWS, orderBy, TIME_KEY, walkThenMatch } from '../db/keyset.ts';
import { blogs, comments } from '../db/schema.ts';
import type { AdminPage } from './admin-blog-pages.ts';
import type { AdminCommentPageRequest } from './admin-page-query.ts';

// The predicate of each status's index (migration 0014): the queue alone, however many are approved.
const STATUS: Record<AdminCommentStatus, SQL[]> = { all: [], pending: [sql`NOT is_approved`], approved: [sql`is_approved`] };

/** A comment as the admin sees it: with its blog's id and title, approved or not. */
export function toAdminComment({ comment, blogTitle }: { comment: typeof comments.$inferSelect; blogTitle: string }): Comment {
  return {
    _id: comment.id,
    blog: { _id: comment.blogId, title: blogTitle },
    name: comment.name,
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    isApproved: comment.isApproved,
  };
}

interface CommentKey {
  id: string;
  time_key: string;
}

/**
 * A search text matches a comment's text or its author's name (trigram indexes on comments) or
 * its blog's title (trigram index on blogs, then the comments of those blogs by their index). Two
 * disjoint branches, so a count can stop early instead of removing duplicates first.
 */
function matchingComments(where: SQL[], pattern: string): SQL {
  const own = sql`(lower(content) LIKE ${pattern} OR lower(name) LIKE ${pattern})`;
  return sql`SELECT id, created_at FROM comments WHERE ${allOf([...where, own])}
    UNION ALL
    SELECT id, created_at FROM comments WHERE ${allOf([...where, sql`blog_id IN (SELECT id FROM blogs WHERE lower(title) LIKE ${pattern})`, sql`NOT ${own}`])}`;
}

async function pageKeys(db: AppDatabase, { status, term, sort, limit, after }: AdminCommentPageRequest): Promise<CommentKey[]> {
  const order: KeysetOrder = { byDate: true, descending: sort === 'newest' };
  const where = after ? [...STATUS[status], afterCursor(order, after)] : STATUS[status];
  const columns = sql`id, ${TIME_KEY} AS time_key`;
  const wanted = limit + 1;
  if (!term) return rowsOf<CommentKey>(db, sql`SELECT ${columns} FROM comments WHERE ${allOf(where)} ORDER BY ${orderBy(order)} LIMIT ${wanted}`);
  const pattern = likePattern(term);
  return walkThenMatch<CommentKey>(
    db,
    wanted,
    // The blog's title by its primary key, row by row: never a join the planner could turn into a scan of every blog.
    sql`SELECT ${columns} FROM (
          SELECT id, created_at, content, name, (SELECT lower(blogs.title) FROM blogs WHERE blogs.id = comments.blog_id) AS blog_title
          FROM comments WHERE ${allOf(where)} ORDER BY ${orderBy(order)} LIMIT ${ORDERED_WALK_ROWS}) AS walked
        WHERE lower(content) LIKE ${pattern} OR lower(name) LIKE ${pattern} OR blog_title LIKE ${pattern}
        ORDER BY ${orderBy(order)} LIMIT ${wanted}`,
    sql`WITH matched AS MATERIALIZED (${matchingComments(where, pattern)})
        SELECT ${columns} FROM matched ORDER BY ${orderBy(order)} LIMIT ${wanted}`,
  );
}

/** One page of the comments to moderate, each with its blog's id and title (docs/decisions/0072). */
export async function readAdminCommentPage(db: AppDatabase, request: AdminCommentPageRequest): Promise<AdminPage<Comment>> {
  const base = STATUS[request.status];
  const counting = request.term ? sql`FROM (${matchingComments(base, likePattern(request.term))}) AS matched` : sql`FROM comments WHERE ${allOf(base)}`;
  const [keys, counted] = await Promise.all([pageKeys(db, request), cappedCount(db, counting, ADMIN_TOTAL_CAP)]);
  const shown = keys.slice(0, request.limit).map((key) => key.id);
  const rows = shown.length
    ? await db
        .select({ comment: comments, blogTitle: blogs.title })
        .from(comments)
        .innerJoin(blogs, eq(comments.blogId, blogs.id))
        .where(inArray(comments.id, shown))
    : [];
  const byId = new Map(rows.map((row) => [row.comment.id, row]));
  const last = keys[request.limit - 1];
  return {
    rows: shown.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toAdminComment(row)] : [];
    }),
    ...counted,
    next: keys.length > request.limit && last ? { key: last.time_key, id: last.id } : undefined,
  };
}
