import type { Blog, BlogSource, BlogSummary } from '@studyhub/shared-api/contract';
import { and, desc, eq, getTableColumns, not, type SQL, sql } from 'drizzle-orm';
import { BLOG_TIME_KEY, mapPages, newestBlogPages } from '../db/archive-pages.ts';
import type { AppDatabase, PreparedRows } from '../db/client.ts';
import { admins, blogDrafts, blogs, media } from '../db/schema.ts';
import { isUuid } from '../http/uuid.ts';
import { createMediaRepository, mediaPath, type NewMedia } from '../media/media-repository.ts';
import { searchPublishedBlogs } from '../search/search-blogs.ts';
import type { SearchRequest } from '../search/search-query.ts';
import { renderOnWrite } from '../render/render-on-write.ts';
import { BYLINE_COLUMNS } from '../bylines/bylines.ts';
import { type BlogDraft, type BlogFields, toBlog, toBlogSource, toSummary } from './blog-mapping.ts';
import { giveSlugIfMissing } from '../bylines/author-slugs.ts';
import { recordRevision } from './blog-revisions.ts';
import { type BlogEdit, type EditOutcome, saveEdit } from './blog-update.ts';
import type { BlogPageRequest } from './blog-page-query.ts';
import { countBlogPage, readBlogPage } from './blog-pages.ts';

export type { BlogDraft } from './blog-mapping.ts';

export type BlogRepository = ReturnType<typeof createBlogRepository>;
type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

// A card needs the source only: the reader's HTML is not read for it.
const { bodyHtml: _bodyHtml, ...SUMMARY_COLUMNS } = getTableColumns(blogs);
// A reader's post with its byline, from one statement (docs/decisions/0083).
const READER_COLUMNS = { ...getTableColumns(blogs), ...BYLINE_COLUMNS };
const BYLINE_SUMMARY_COLUMNS = { ...SUMMARY_COLUMNS, ...BYLINE_COLUMNS };

/**
 * Blog queries, returning the contract's `Blog` shape with covers made absolute from
 * `publicApiUrl`. Ids that are not UUIDs find nothing (PostgreSQL would reject them with an error).
 */
export function createBlogRepository(db: AppDatabase, publicApiUrl: string, prepared: PreparedRows) {
  const toApi = (row: BlogFields): Blog => toBlog(row, publicApiUrl);
  const writeListeners = new Set<() => void>();

  /**
   * Runs `write` in a transaction, then tells this process's listeners before the caller answers.
   * Other processes hear of it from the database (a trigger NOTIFYs on commit, migration 0002).
   */
  async function changing<T>(write: (tx: Transaction) => Promise<T>, changed: (result: T) => boolean): Promise<T> {
    const result = await db.transaction(write);
    if (changed(result)) for (const listener of writeListeners) listener();
    return result;
  }

  return {
    /**
     * Published blogs, newest first (the (is_published, created_at desc) index; the id breaks ties),
     * a keyset page at a time: the whole archive is never held at once (docs/decisions/0085).
     * `summary` replaces each body with its excerpt, cut from the body's source.
     */
    publishedPages(view: 'full' | 'summary'): AsyncGenerator<Blog[] | BlogSummary[]> {
      const published = (after: SQL | undefined) => (after ? and(eq(blogs.isPublished, true), after) : eq(blogs.isPublished, true));
      const newestFirst = [desc(blogs.createdAt), desc(blogs.id)];
      if (view === 'summary') {
        const pages = newestBlogPages((after, limit) =>
          db.select({ ...BYLINE_SUMMARY_COLUMNS, timeKey: BLOG_TIME_KEY }).from(blogs).leftJoin(admins, eq(admins.id, blogs.authorId)).where(published(after)).orderBy(...newestFirst).limit(limit),
        );
        return mapPages(pages, (row) => toSummary(row, publicApiUrl));
      }
      const pages = newestBlogPages((after, limit) =>
        db.select({ ...READER_COLUMNS, timeKey: BLOG_TIME_KEY }).from(blogs).leftJoin(admins, eq(admins.id, blogs.authorId)).where(published(after)).orderBy(...newestFirst).limit(limit),
      );
      return mapPages(pages, toApi);
    },

    /** One page of the published listing (docs/decisions/0031). */
    page: (request: BlogPageRequest) => readBlogPage(db, publicApiUrl, request),
    /** How many published blogs the listing's filter keeps. */
    countPage: (request: BlogPageRequest) => countBlogPage(db, request),

    /** The site search over published blogs (docs/decisions/0032): the best hits and the number of all matches. */
    search: (request: SearchRequest) => searchPublishedBlogs(prepared, request),

    async findById(id: string): Promise<Blog | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(READER_COLUMNS).from(blogs).leftJoin(admins, eq(admins.id, blogs.authorId)).where(eq(blogs.id, id)).limit(1);
      return row && toApi(row);
    },

    /** A post as its editor opens it: the body's source and the version to save against (docs/decisions/0073). */
    async findSource(id: string): Promise<BlogSource | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(SUMMARY_COLUMNS).from(blogs).where(eq(blogs.id, id)).limit(1);
      return row && toBlogSource(row, publicApiUrl);
    },

    /** The API's public URL, which the bodies' images are stored relative to. */
    publicApiUrl,

    /** Another module's write of blogs (the schedule's) through the same path: one transaction, then every listener told. */
    changing,

    /** Calls `listener` after every committed write of this process. */
    onWrite(listener: () => void): void {
      writeListeners.add(listener);
    },

    /**
     * The cover and the blog in one transaction: either both are stored or neither, the post
     * `authorId`'s (its byline, docs/decisions/0083) with its first revision by them. The reader's HTML is rendered here, once, before the
     * transaction; reads serve it as stored.
     */
    async create(draft: BlogDraft, cover: NewMedia, authorId?: string): Promise<string> {
      const bodyHtml = await renderOnWrite(draft.description);
      // An account made since the start (an accepted invite) gets its author page's slug with its first post.
      if (authorId) await giveSlugIfMissing(db, authorId);
      return changing(async (tx) => {
        const mediaId = await createMediaRepository(tx).insert(cover);
        const [row] = await tx
          .insert(blogs)
          .values({ ...draft, bodyHtml, image: mediaPath(mediaId), mediaId, authorId })
          .returning({ id: blogs.id });
        if (!row) throw new Error('insert into blogs returned no row');
        await recordRevision(tx, row.id, 'manual', authorId);
        // The author's autosaved Add Blog form is this post now (docs/decisions/0076).
        if (authorId) await tx.delete(blogDrafts).where(eq(blogDrafts.adminId, authorId));
        return row.id;
      }, () => true);
    },

    /**
     * Saves an edit of a post against the version its editor opened (docs/decisions/0073): the
     * reader's HTML rendered before the transaction, as on create, and every cache told after the
     * commit, as for every write.
     */
    async update(id: string, edit: Omit<BlogEdit, 'bodyHtml'>): Promise<EditOutcome> {
      if (!isUuid(id)) return { missing: true };
      const bodyHtml = await renderOnWrite(edit.draft.description);
      return changing((tx) => saveEdit(tx, id, { ...edit, bodyHtml }, publicApiUrl), (outcome) => 'saved' in outcome);
    },

    /** Deletes the blog, its comments (by cascade) and its stored cover; false when unknown. */
    async delete(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return changing(async (tx) => {
        const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning({ mediaId: blogs.mediaId });
        if (!row) return false;
        if (row.mediaId) await tx.delete(media).where(eq(media.id, row.mediaId));
        return true;
      }, (deleted) => deleted);
    },

    /**
     * Flips `isPublished` in one statement, so two concurrent toggles cannot both read the old value.
     * It bumps the version too: an editor opened before it would otherwise save the old state back.
     * Publishing or unpublishing by hand clears a schedule (docs/decisions/0077); a post going live
     * leaves review, by a trigger every publish path shares (migration 0017, docs/decisions/0083).
     */
    async togglePublished(id: string): Promise<boolean | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await changing(async (tx) => {
        const [updated] = await tx
          .update(blogs)
          .set({ isPublished: not(blogs.isPublished), publishAt: null, version: sql`${blogs.version} + 1` })
          .where(eq(blogs.id, id))
          .returning({ isPublished: blogs.isPublished });
        return updated;
      }, (updated) => updated !== undefined);
      return row?.isPublished;
    },
  };
}
