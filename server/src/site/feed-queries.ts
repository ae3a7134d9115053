import type { BlogSummary } from '@studyhub/shared-api/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ARCHIVE_PAGE_ROWS, BLOG_TIME_KEY, newestBlogPages } from '../db/archive-pages.ts';
import type { AppDatabase } from '../db/client.ts';
import { blogs, media } from '../db/schema.ts';
import { readBlogPage } from '../blogs/blog-pages.ts';
import { readAuthorPage } from '../authors/author-queries.ts';

/** A cover stored by this API: what an RSS enclosure must state. */
export interface StoredCover {
  mime: string;
  length: number;
}

export interface FeedItem extends BlogSummary {
  /** Undefined for a cover at an outside URL, whose type and size are unknown. */
  cover: StoredCover | undefined;
}

/**
 * The newest published blogs with their card excerpts, read as the listing's first page is (each
 * body only as far as its excerpt needs), and the type and size of the covers stored here.
 */
export async function newestPublished(db: AppDatabase, publicApiUrl: string, limit: number): Promise<FeedItem[]> {
  const page = await readBlogPage(db, publicApiUrl, { term: '', category: undefined, sort: 'newest', limit, after: undefined, cacheKey: '', filterKey: '' });
  return withCovers(db, page.blogs);
}

/** An author's newest published blogs (docs/decisions/0083), read as their page's first page is. */
export async function newestByAuthor(db: AppDatabase, publicApiUrl: string, authorId: string, limit: number): Promise<FeedItem[]> {
  const page = await readAuthorPage(db, publicApiUrl, authorId, limit, undefined);
  return withCovers(db, page.blogs);
}

/** The feed's items: the cards with the type and size of their covers stored here. */
async function withCovers(db: AppDatabase, cards: readonly BlogSummary[]): Promise<FeedItem[]> {
  const ids = cards.map((blog) => blog._id);
  const covers = new Map<string, StoredCover>();
  if (ids.length > 0) {
    // octet_length reads a bytea's size from its header: the image itself is not read.
    const rows = await db
      .select({ id: blogs.id, mime: media.mime, length: sql<number | string>`octet_length(${media.bytes})` })
      .from(blogs)
      .innerJoin(media, eq(media.id, blogs.mediaId))
      .where(inArray(blogs.id, ids));
    for (const row of rows) covers.set(row.id, { mime: row.mime, length: Number(row.length) });
  }
  return cards.map((blog) => ({ ...blog, cover: covers.get(blog._id) }));
}

export async function countPublished(db: AppDatabase): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(blogs).where(eq(blogs.isPublished, true));
  // PGlite answers a count as a number, pg as a string.
  return Number(counted?.total ?? 0);
}

export interface PublishedStamp {
  id: string;
  createdAt: Date;
  /** Null until the post's first saved edit (docs/decisions/0073). */
  updatedAt: Date | null;
}

/**
 * Ids and dates of published blogs, newest first, `limit` of them after the first `offset`: what
 * a sitemap lists, never a body. The id breaks ties, so consecutive slices neither skip nor repeat.
 * A keyset page at a time (docs/decisions/0085): the first page skips `offset` rows, the others start after the last row read.
 */
export async function* publishedStampPages(db: AppDatabase, offset: number, limit: number, pageRows = ARCHIVE_PAGE_ROWS * 10): AsyncGenerator<PublishedStamp[]> {
  let left = limit;
  let first = true;
  const pages = newestBlogPages((after, rows) => {
    const query = db
      .select({ id: blogs.id, createdAt: blogs.createdAt, updatedAt: blogs.updatedAt, timeKey: BLOG_TIME_KEY })
      .from(blogs)
      .where(after ? and(eq(blogs.isPublished, true), after) : eq(blogs.isPublished, true))
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(Math.min(rows, left));
    const skip = first ? offset : 0;
    first = false;
    return skip > 0 ? query.offset(skip) : query;
  }, pageRows);
  for await (const page of pages) {
    left -= page.length;
    yield page.map(({ timeKey: _key, ...stamp }) => stamp);
    if (left <= 0) return;
  }
}
