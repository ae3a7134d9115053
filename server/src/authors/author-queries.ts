import type { AuthorProfile, BlogSummary } from '@studyhub/shared-api/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { blogCards, blogPageKeys, nextPageCursor } from '../blogs/blog-pages.ts';
import { PUBLIC_NAME_SQL } from '../bylines/bylines.ts';
import type { AppDatabase } from '../db/client.ts';
import { admins, blogs } from '../db/schema.ts';
import type { PageCursor } from '../http/page-cursor.ts';

/** An author as their page needs them: the account's id for the posts' queries, and the public facts. */
export interface AuthorFound {
  id: string;
  profile: AuthorProfile;
}

export interface AuthorPage {
  blogs: BlogSummary[];
  next: PageCursor | undefined;
}

/** The author of `slug` (by the slug's unique index) with their published posts counted; undefined for no such account. */
export async function findAuthor(db: AppDatabase, slug: string): Promise<AuthorFound | undefined> {
  const [account] = await db
    .select({ id: admins.id, name: sql<string>`${PUBLIC_NAME_SQL}`, slug: admins.slug })
    .from(admins)
    .where(eq(admins.slug, slug))
    .limit(1);
  if (!account?.slug) return undefined;
  // Counted along blogs_author_published_created_at_idx (migration 0016).
  const [counted] = await db
    .select({ total: count() })
    .from(blogs)
    .where(and(eq(blogs.authorId, account.id), eq(blogs.isPublished, true)));
  // PGlite answers a count as a number, pg as a string.
  return { id: account.id, profile: { name: account.name, slug: account.slug, posts: Number(counted?.total ?? 0) } };
}

/**
 * One page of an author's published posts, newest first, by keyset as the home listing's pages
 * (docs/decisions/0031): the keys walk blogs_author_published_created_at_idx, the cards are the listing's.
 */
export async function readAuthorPage(db: AppDatabase, publicApiUrl: string, authorId: string, limit: number, after: PageCursor | undefined): Promise<AuthorPage> {
  const keys = await blogPageKeys(db, { base: [sql`author_id = ${authorId}::uuid`, sql`is_published`], narrow: undefined, sort: 'newest', limit, after });
  const shown = keys.slice(0, limit);
  const byId = await blogCards(db, publicApiUrl, shown.map((key) => key.id));
  return { blogs: shown.map((key) => byId.get(key.id)).filter((card) => card !== undefined), next: nextPageCursor(keys, limit, 'newest') };
}

/** The slugs of the authors with a published post, for the sitemap: one row per author, found through the same index. */
export async function authorsWithPosts(db: AppDatabase): Promise<string[]> {
  const rows = await db
    .select({ slug: admins.slug })
    .from(admins)
    .where(sql`${admins.slug} IS NOT NULL AND EXISTS (SELECT 1 FROM blogs WHERE blogs.author_id = ${admins.id} AND blogs.is_published)`)
    .orderBy(admins.slug);
  return rows.map((row) => row.slug!);
}
