import type { Blog } from '@studyhub/shared-api/contract';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { blogs } from '../db/schema.ts';

type BlogRow = typeof blogs.$inferSelect;

export type BlogRepository = ReturnType<typeof createBlogRepository>;

/**
 * Blog queries, returning the contract's `Blog` shape. `publicApiUrl` turns stored media paths
 * into the absolute URLs other origins (the shell, the remotes) need.
 */
export function createBlogRepository(db: Queryable, publicApiUrl: string) {
  const toBlog = (row: BlogRow): Blog => ({
    _id: row.id,
    title: row.title,
    ...(row.subTitle ? { subTitle: row.subTitle } : {}),
    description: row.description,
    image: absoluteUrl(row.image, publicApiUrl),
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    isPublished: row.isPublished,
  });

  return {
    /** Published blogs, newest first (served by the (is_published, created_at desc) index). */
    async listPublished(): Promise<Blog[]> {
      const rows = await db.select().from(blogs).where(eq(blogs.isPublished, true)).orderBy(desc(blogs.createdAt));
      return rows.map(toBlog);
    },
  };
}

function absoluteUrl(image: string, base: string): string {
  // Concatenate rather than `new URL(path, base)`, which would drop a path prefix in the base.
  return image.startsWith('/') ? `${base}${image}` : image;
}
