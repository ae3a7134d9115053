import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { blogs } from '../db/schema.ts';
import { isUuid } from '../http/uuid.ts';
import type { StaffPosts } from './staff-access.ts';

/** The staff check's view of a post: its author and whether it is published, one indexed read by id. */
export function createStaffPosts(db: Queryable): StaffPosts {
  return {
    async factsOf(postId, staffId) {
      if (!isUuid(postId)) return undefined;
      const [row] = await db.select({ authorId: blogs.authorId, published: blogs.isPublished }).from(blogs).where(eq(blogs.id, postId)).limit(1);
      return row && { own: row.authorId === staffId, published: row.published };
    },
  };
}
