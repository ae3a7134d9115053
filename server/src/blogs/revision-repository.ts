import { ADMIN_TOTAL_CAP, type BlogRevision, type RevisionSummary } from '@studyhub/shared-api/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { cappedCount } from '../db/keyset.ts';
import { blogRevisions, blogs } from '../db/schema.ts';
import { isUuid } from '../http/uuid.ts';
import { absoluteBodyMedia } from './body-media-urls.ts';

export type RevisionRepository = ReturnType<typeof createRevisionRepository>;

/** One page of a post's revisions, newest first, after the revision number `before` if given. */
export interface RevisionPageRequest {
  limit: number;
  before: number | undefined;
}

export interface RevisionPage {
  rows: RevisionSummary[];
  total: number;
  totalCapped: boolean;
  /** The last row's number when another page follows. */
  next: number | undefined;
}

const SUMMARY = {
  revision: blogRevisions.revision,
  version: blogRevisions.version,
  kind: blogRevisions.kind,
  authorName: blogRevisions.authorName,
  createdAt: blogRevisions.createdAt,
  sizeBytes: blogRevisions.sizeBytes,
};

const toSummary = (row: { createdAt: Date } & Omit<RevisionSummary, 'createdAt'>): RevisionSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * Reads a post's history (docs/decisions/0074); it never writes: revisions are written by the save
 * path (blog-revisions.ts) and restoring goes through it too. Pages walk the primary key
 * (blog_id, revision) backwards, so a page costs the same however many revisions a post has.
 * Ids that are not UUIDs find nothing.
 */
export function createRevisionRepository(db: AppDatabase, publicApiUrl: string) {
  return {
    async postExists(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const [row] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).limit(1);
      return row !== undefined;
    },

    async page(id: string, { limit, before }: RevisionPageRequest): Promise<RevisionPage> {
      const ofPost = eq(blogRevisions.blogId, id);
      const rows = await db
        .select(SUMMARY)
        .from(blogRevisions)
        .where(before === undefined ? ofPost : and(ofPost, lt(blogRevisions.revision, before)))
        .orderBy(desc(blogRevisions.revision))
        .limit(limit + 1);
      const counted = await cappedCount(db, sql`FROM blog_revisions WHERE blog_id = ${id}::uuid`, ADMIN_TOTAL_CAP);
      const page = rows.slice(0, limit).map(toSummary);
      return { rows: page, ...counted, next: rows.length > limit ? page.at(-1)?.revision : undefined };
    },

    /** One revision with its text, its images of this API made absolute as the editor gets them. */
    async find(id: string, revision: number): Promise<BlogRevision | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ ...SUMMARY, title: blogRevisions.title, subTitle: blogRevisions.subTitle, category: blogRevisions.category, description: blogRevisions.description })
        .from(blogRevisions)
        .where(and(eq(blogRevisions.blogId, id), eq(blogRevisions.revision, revision)))
        .limit(1);
      if (!row) return undefined;
      return { ...toSummary(row), title: row.title, subTitle: row.subTitle ?? '', category: row.category, description: absoluteBodyMedia(row.description, publicApiUrl) };
    },

    /** The stored text of a revision, as restoring writes it back (images relative, as stored). */
    async storedText(id: string, revision: number) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ title: blogRevisions.title, subTitle: blogRevisions.subTitle, category: blogRevisions.category, description: blogRevisions.description })
        .from(blogRevisions)
        .where(and(eq(blogRevisions.blogId, id), eq(blogRevisions.revision, revision)))
        .limit(1);
      return row && { ...row, subTitle: row.subTitle ?? '' };
    },

    /**
     * The number of the manual revision that saved the post at `version`: each save moves the
     * version and writes one, so there is exactly one (autosaves keep the version they were made at).
     */
    async manualRevisionAt(id: string, version: number): Promise<number> {
      const [row] = await db
        .select({ revision: blogRevisions.revision })
        .from(blogRevisions)
        .where(and(eq(blogRevisions.blogId, id), eq(blogRevisions.version, version), eq(blogRevisions.kind, 'manual')))
        .orderBy(desc(blogRevisions.revision))
        .limit(1);
      if (!row) throw new Error(`blog ${id} has no manual revision at version ${version}`);
      return row.revision;
    },
  };
}
