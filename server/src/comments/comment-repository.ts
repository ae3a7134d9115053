import type { Comment } from '@studyhub/shared-api/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { comments } from '../db/schema.ts';

type CommentRow = typeof comments.$inferSelect;

export interface NewComment {
  blogId: string;
  name: string;
  content: string;
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;

/** Comments as the public sees them; `blog` is the blog's id (docs/product.md#entities). */
export function createCommentRepository(db: Queryable) {
  const toComment = (row: CommentRow): Comment => ({
    _id: row.id,
    blog: row.blogId,
    name: row.name,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isApproved: row.isApproved,
  });

  return {
    /** Approved comments of one blog, newest first. */
    async listApproved(blogId: string): Promise<Comment[]> {
      const rows = await db
        .select()
        .from(comments)
        .where(and(eq(comments.blogId, blogId), eq(comments.isApproved, true)))
        .orderBy(desc(comments.createdAt));
      return rows.map(toComment);
    },

    /** Stored awaiting moderation; the text is kept as typed and shown as plain text. */
    async add(comment: NewComment): Promise<void> {
      await db.insert(comments).values({ ...comment, isApproved: false });
    },
  };
}
