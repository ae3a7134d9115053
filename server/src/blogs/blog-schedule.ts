import type { BlogSource } from '@studyhub/shared-api/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import { recordAudit, SCHEDULER_ACTOR } from '../audit/audit-log.ts';
import type { AppDatabase } from '../db/client.ts';
import { blogs } from '../db/schema.ts';
import { isUuid } from '../http/uuid.ts';
import { toBlogSource } from './blog-mapping.ts';
import type { BlogRepository } from './blog-repository.ts';

export type ScheduleOutcome = { saved: BlogSource } | { missing: true } | { published: true } | { stale: true } | { notScheduled: true };

/** A post that went live on its schedule: its id and its date, which is the scheduled time. */
export interface FiredSchedule {
  id: string;
  createdAt: Date;
}

const due = and(lte(blogs.publishAt, sql`now()`), eq(blogs.isPublished, false));

export type BlogSchedule = ReturnType<typeof createBlogSchedule>;

/**
 * Scheduled publishing (docs/decisions/0077): a draft with `publish_at` set goes live at that time.
 * Every write goes through the blog repository's `changing`, so this process's cached public reads
 * drop at once and the `blogs` statement triggers tell the other instances (NOTIFY, generation).
 */
export function createBlogSchedule(db: AppDatabase, blogRepository: BlogRepository) {
  /**
   * Sets (a Date) or clears (null) the schedule of an unpublished post, against the version its
   * editor opened, bumping the version as a publish toggle does (docs/decisions/0073). The row is
   * locked first, so the checks hold until the UPDATE. Clearing a schedule that is not set writes
   * nothing: a new version would make the editor's next save a conflict over no change.
   */
  async function write(id: string, publishAt: Date | null, baseVersion: number): Promise<ScheduleOutcome> {
    if (!isUuid(id)) return { missing: true };
    return blogRepository.changing(async (tx): Promise<ScheduleOutcome> => {
      const [current] = await tx.select({ version: blogs.version, isPublished: blogs.isPublished, publishAt: blogs.publishAt }).from(blogs).where(eq(blogs.id, id)).for('update');
      if (!current) return { missing: true };
      if (current.isPublished) return { published: true };
      if (current.version !== baseVersion) return { stale: true };
      if (publishAt === null && current.publishAt === null) return { notScheduled: true };
      const [row] = await tx
        .update(blogs)
        .set({ publishAt, version: sql`${blogs.version} + 1` })
        .where(eq(blogs.id, id))
        .returning();
      if (!row) throw new Error(`blog ${id} vanished under its row lock`);
      return { saved: toBlogSource(row, blogRepository.publicApiUrl) };
    }, (outcome) => 'saved' in outcome);
  }

  return {
    set: (id: string, publishAt: Date, baseVersion: number) => write(id, publishAt, baseVersion),
    cancel: (id: string, baseVersion: number) => write(id, null, baseVersion),

    /**
     * Publishes every due post in one UPDATE, which each instance's scheduler runs: the row lock
     * lets one of them publish a post and the others then find it published, so each fires once.
     * The post's date becomes its scheduled time, so it opens the listing. A cheap look through the
     * partial index comes first: an UPDATE of no row still fires the statement triggers, which
     * would tell every instance to drop its caches at every tick. Each publish is audited as the
     * scheduler's (docs/decisions/0083); its post leaves any review (migration 0017).
     */
    async publishDue(): Promise<FiredSchedule[]> {
      const [any] = await db.select({ id: blogs.id }).from(blogs).where(due).limit(1);
      if (!any) return [];
      return blogRepository.changing(async (tx) => {
        const fired = await tx
          .update(blogs)
          // Every SET expression reads the row as it was: created_at takes the old publish_at.
          .set({ isPublished: true, publishAt: null, createdAt: sql`${blogs.publishAt}`, version: sql`${blogs.version} + 1` })
          .where(due)
          .returning({ id: blogs.id, createdAt: blogs.createdAt });
        // Only the instance whose UPDATE published a post sees it here: one entry per publish,
        // committed with it (a failed entry undoes the publish, which the next look retries).
        for (const post of fired) {
          await recordAudit(tx, { actor: SCHEDULER_ACTOR, action: 'post.publish', target: { type: 'post', id: post.id }, detail: { scheduledFor: post.createdAt.toISOString() } });
        }
        return fired;
      }, (fired) => fired.length > 0);
    },
  };
}
