import type { Blog, Comment, DashboardData } from '@studyhub/shared-api/contract';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import { toAdminBlog } from '../blogs/blog-mapping.ts';
import { BLOG_TIME_KEY, mapPages, newestBlogPages } from '../db/archive-pages.ts';
import type { AppDatabase } from '../db/client.ts';
import { blogs, comments } from '../db/schema.ts';
import { isUuid } from '../http/uuid.ts';
import { readAdminBlogPage } from './admin-blog-pages.ts';
import { readAdminCommentPage, toAdminComment } from './admin-comment-pages.ts';
import type { AdminBlogPageRequest, AdminCommentPageRequest } from './admin-page-query.ts';

/** How many blogs the dashboard's "Recent Content" table shows. */
export const RECENT_BLOGS = 5;

export type AdminRepository = ReturnType<typeof createAdminRepository>;

/** What only administrators see: drafts included, every comment whatever its approval. */
export function createAdminRepository(db: AppDatabase, publicApiUrl: string) {
  // Same timestamps are possible (seeds, bulk inserts): the id keeps the order stable.
  const newestBlogsFirst = [desc(blogs.createdAt), desc(blogs.id)];

  return {
    async dashboard(): Promise<DashboardData> {
      // `$count` converts at the edge: PGlite answers count(*) as a number, pg as a string.
      const [blogCount, commentCount, drafts, recent] = await Promise.all([
        db.$count(blogs),
        db.$count(comments),
        db.$count(blogs, eq(blogs.isPublished, false)),
        db.select().from(blogs).orderBy(...newestBlogsFirst).limit(RECENT_BLOGS),
      ]);
      return { blogs: blogCount, comments: commentCount, drafts, recentBlogs: recent.map((row) => toAdminBlog(row, publicApiUrl)) };
    },

    /** Every blog, drafts included, newest first: the whole archive, kept for API clients; each with the version an Edit link opens it at. A keyset page at a time (docs/decisions/0085). */
    blogPages(): AsyncGenerator<Blog[]> {
      const pages = newestBlogPages((after, limit) =>
        db
          .select({ ...getTableColumns(blogs), timeKey: BLOG_TIME_KEY })
          .from(blogs)
          .where(after)
          .orderBy(...newestBlogsFirst)
          .limit(limit),
      );
      return mapPages(pages, (row) => toAdminBlog(row, publicApiUrl));
    },

    /** Every comment, newest first, with the title of its blog for the moderation table. */
    async listComments(): Promise<Comment[]> {
      const rows = await db
        .select({ comment: comments, blogTitle: blogs.title })
        .from(comments)
        .innerJoin(blogs, eq(comments.blogId, blogs.id))
        .orderBy(desc(comments.createdAt), desc(comments.id));
      return rows.map(toAdminComment);
    },

    /** One page of the blog list: search, status, category, sort, keyset cursor (docs/decisions/0072). */
    blogPage: (request: AdminBlogPageRequest) => readAdminBlogPage(db, request),

    /** One page of the comments to moderate: search, status, sort, keyset cursor (docs/decisions/0072). */
    commentPage: (request: AdminCommentPageRequest) => readAdminCommentPage(db, request),

    /** False when no comment has this id (malformed ids included). */
    async approveComment(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.update(comments).set({ isApproved: true }).where(eq(comments.id, id)).returning({ id: comments.id });
      return rows.length > 0;
    },

    /** False when no comment has this id (malformed ids included). */
    async deleteComment(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
      return rows.length > 0;
    },
  };
}
