import type { Blog } from '@studyhub/shared-api/contract';
import { desc, eq, not } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { blogs, media } from '../db/schema.ts';
import { isUuid } from '../http/uuid.ts';
import { insertMedia, mediaPath, type NewMedia } from '../media/media-repository.ts';
import { type BlogRow, toBlog } from './blog-mapping.ts';

/** A blog as the admin sends it, its HTML already sanitised. */
export interface BlogDraft {
  title: string;
  subTitle: string;
  description: string;
  category: string;
  isPublished: boolean;
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;

/**
 * Blog queries, returning the contract's `Blog` shape with covers made absolute from
 * `publicApiUrl`. Ids that are not UUIDs find nothing (PostgreSQL would reject them with an error).
 */
export function createBlogRepository(db: AppDatabase, publicApiUrl: string) {
  const toApi = (row: BlogRow): Blog => toBlog(row, publicApiUrl);

  return {
    /** Published blogs, newest first (served by the (is_published, created_at desc) index). */
    async listPublished(): Promise<Blog[]> {
      const rows = await db.select().from(blogs).where(eq(blogs.isPublished, true)).orderBy(desc(blogs.createdAt));
      return rows.map(toApi);
    },

    async findById(id: string): Promise<Blog | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
      return row && toApi(row);
    },

    /** The cover and the blog in one transaction: either both are stored or neither. */
    async create(draft: BlogDraft, cover: NewMedia): Promise<string> {
      return db.transaction(async (tx) => {
        const mediaId = await insertMedia(tx, cover);
        const [row] = await tx
          .insert(blogs)
          .values({ ...draft, image: mediaPath(mediaId), mediaId })
          .returning({ id: blogs.id });
        if (!row) throw new Error('insert into blogs returned no row');
        return row.id;
      });
    },

    /** Deletes the blog, its comments (by cascade) and its stored cover; false when unknown. */
    async delete(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning({ mediaId: blogs.mediaId });
        if (!row) return false;
        if (row.mediaId) await tx.delete(media).where(eq(media.id, row.mediaId));
        return true;
      });
    },

    /** Flips `isPublished` in one statement, so two concurrent toggles cannot both read the old value. */
    async togglePublished(id: string): Promise<boolean | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(blogs)
        .set({ isPublished: not(blogs.isPublished) })
        .where(eq(blogs.id, id))
        .returning({ isPublished: blogs.isPublished });
      return row?.isPublished;
    },
  };
}
