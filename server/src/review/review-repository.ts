import { ADMIN_TOTAL_CAP, type ReviewQueueRow } from '@studyhub/shared-api/contract';
import { and, eq, ne, not, sql } from 'drizzle-orm';
import type { BlogRepository } from '../blogs/blog-repository.ts';
import { publicName } from '../bylines/author-slugs.ts';
import { type AppDatabase, rowsOf } from '../db/client.ts';
import { cappedCount } from '../db/keyset.ts';
import { blogs } from '../db/schema.ts';
import type { PageCursor } from '../http/page-cursor.ts';
import { isUuid } from '../http/uuid.ts';

/** What a review step did: done, no such post, or the post was not in the state the step needs. */
export type ReviewOutcome = 'done' | 'missing' | 'wrongState';

export type ReviewRepository = ReturnType<typeof createReviewRepository>;

/** The queue's key: `submitted_at` exact to the microsecond, as the other lists' cursors (keyset.ts). */
const SUBMITTED_KEY = sql`(extract(epoch from b.submitted_at) * 1000000)::bigint::text`;
const SUBMITTED = sql`b.review_state = 'submitted'`;

/**
 * The review queue (issue 36, docs/decisions/0083): a contributor's draft submitted, returned with
 * a note, or published. Each step is one conditional UPDATE, so two editors acting at once cannot
 * both act; writes go through the blog repository's `changing`, so every cache hears of a publish.
 */
export function createReviewRepository(db: AppDatabase, blogRepository: Pick<BlogRepository, 'changing'>) {
  async function step(id: string, set: Partial<typeof blogs.$inferInsert>, when: ReturnType<typeof and>): Promise<ReviewOutcome> {
    if (!isUuid(id)) return 'missing';
    const changed = await blogRepository.changing(
      (tx) => tx.update(blogs).set({ ...set, version: sql`${blogs.version} + 1` }).where(and(eq(blogs.id, id), when)).returning({ id: blogs.id }),
      (rows) => rows.length > 0,
    );
    if (changed.length > 0) return 'done';
    const [exists] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).limit(1);
    return exists ? 'wrongState' : 'missing';
  }

  /** How many drafts wait (the dashboard's count), read by the queue's partial index. */
  const pendingCount = () => db.$count(blogs, and(eq(blogs.reviewState, 'submitted'), not(blogs.isPublished)));

  return {
    pendingCount,

    /** Hands an unpublished draft to the editors; a returned note is cleared (the author answered it). */
    submit: (id: string) =>
      step(id, { reviewState: 'submitted', submittedAt: new Date(), reviewNote: null }, and(not(blogs.isPublished), ne(blogs.reviewState, 'submitted'))),

    /** Publishes a submitted draft: live now, out of the queue. */
    publish: (id: string) =>
      step(
        id,
        { isPublished: true, publishAt: null, reviewState: 'none', reviewNote: null },
        and(not(blogs.isPublished), eq(blogs.reviewState, 'submitted')),
      ),

    /** Sends a submitted draft back with the editor's note, which its author sees until it submits again. */
    returnToAuthor: (id: string, note: string) =>
      step(id, { reviewState: 'returned', reviewNote: note }, and(not(blogs.isPublished), eq(blogs.reviewState, 'submitted'))),

    /** One page of the queue, oldest submission first, and one row more to tell whether another page follows. */
    async page(limit: number, after: PageCursor | undefined): Promise<{ rows: ReviewQueueRow[]; total: number; totalCapped: boolean; next: PageCursor | undefined }> {
      const afterCursor = after
        ? sql`AND (b.submitted_at, b.id) > (timestamptz 'epoch' + ${after.key}::bigint * interval '1 microsecond', ${after.id}::uuid)`
        : sql``;
      const [rows, counted] = await Promise.all([
        rowsOf<{ id: string; title: string; category: string; display_name: string | null; email: string | null; submitted_at: Date | string; key: string }>(
          db,
          sql`SELECT b.id, b.title, b.category, a.display_name, a.email, b.submitted_at, ${SUBMITTED_KEY} AS key
              FROM blogs b LEFT JOIN admins a ON a.id = b.author_id
              WHERE ${SUBMITTED} AND NOT b.is_published ${afterCursor}
              ORDER BY b.submitted_at ASC, b.id ASC LIMIT ${limit + 1}`,
        ),
        cappedCount(db, sql`FROM blogs b WHERE ${SUBMITTED} AND NOT b.is_published`, ADMIN_TOTAL_CAP),
      ]);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        rows: shown.map((row) => ({
          _id: row.id,
          title: row.title,
          category: row.category,
          authorName: row.email ? publicName({ displayName: row.display_name, email: row.email }) : 'Former staff',
          submittedAt: new Date(row.submitted_at).toISOString(),
        })),
        ...counted,
        next: rows.length > limit && last ? { key: last.key, id: last.id } : undefined,
      };
    },
  };
}
