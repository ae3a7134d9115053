import type { Blog, BlogListQuery } from '@studyhub/shared-api/contract';
import { type CachedBody, cachedJson } from '../http/cached-body.ts';
import { encodeCursor } from '../http/page-cursor.ts';
import { jsonArrayChunks, wholeIfSmall } from '../http/streamed-json.ts';
import { isUuid } from '../http/uuid.ts';
import type { BlogPageRequest } from './blog-page-query.ts';
import type { SearchRequest } from '../search/search-query.ts';
import type { BlogRepository } from './blog-repository.ts';
import { createCacheFreshness } from './cache-freshness.ts';

export type ListView = NonNullable<BlogListQuery['view']>;

/** A published blog's cached answer, or what the database holds instead (a draft, or nothing). */
export type BlogLookup = { cached: CachedBody } | { uncached: Blog | undefined };
export type PublishedBlogCache = ReturnType<typeof createPublishedBlogCache>;

/** Enough for every blog a site like this publishes; beyond it the oldest entries are dropped. */
const MAX_CACHED_BLOGS = 2000;
/** Listing pages: the first pages of each filter and sort are what readers ask for most. */
const MAX_CACHED_PAGES = 1000;
/** Listing totals, one per filter, shared by its four sorts and all its pages. */
const MAX_CACHED_COUNTS = 1000;
/** Site searches: repeated queries (a shared link, a popular word) are served without the database. */
const MAX_CACHED_SEARCHES = 500;
/** Values built from the published blogs: the RSS feed, the sitemap and its parts (decision 0039). */
const MAX_CACHED_DERIVED = 100;

/**
 * The public reads (the list in both views, the listing's pages, site searches, each published blog,
 * the feed and the sitemaps) serialised once and served until the next write. The repository calls `invalidate` after each committed write and before
 * the write is acknowledged, so nobody who saw the acknowledgement can read the old state.
 * Misses are not cached: unknown ids and drafts go to the database each time.
 * With `readGeneration` (PostgreSQL, shared by several processes) a read answers from the cache
 * only once the blog generation was checked at most 100 ms before (decision 0036).
 */
export function createPublishedBlogCache(blogs: BlogRepository, { readGeneration }: { readGeneration?: () => Promise<string> } = {}) {
  const lists = new Map<ListView, Promise<CachedBody | undefined>>();
  const details = new Map<string, Promise<BlogLookup>>();
  const pages = new Map<string, Promise<CachedBody>>();
  const counts = new Map<string, Promise<number>>();
  const searches = new Map<string, Promise<CachedBody>>();
  const derived = new Map<string, Promise<unknown>>();
  const invalidate = (): void => {
    lists.clear();
    details.clear();
    pages.clear();
    counts.clear();
    searches.clear();
    derived.clear();
  };
  blogs.onWrite(invalidate);
  const freshness = readGeneration && createCacheFreshness({ readGeneration, invalidate });
  /** Before any read of the maps: a check may drop them first. */
  const fresh = async <T>(read: () => Promise<T>): Promise<T> => {
    const checking = freshness?.ensureFresh();
    if (checking) await checking;
    return read();
  };

  /** The whole list as the other reads are cached, or undefined when it is too big to keep: then it is streamed (docs/decisions/0085). */
  const loadList = (view: ListView): Promise<CachedBody | undefined> => wholeIfSmall(listChunks(view));
  const listChunks = (view: ListView) => jsonArrayChunks({ success: true }, 'blogs', blogs.publishedPages(view));

  function countPage(request: BlogPageRequest): Promise<number> {
    makeRoom(counts, request.filterKey, MAX_CACHED_COUNTS);
    return memo(counts, request.filterKey, () => blogs.countPage(request));
  }

  async function loadPage(request: BlogPageRequest): Promise<CachedBody> {
    const [page, total] = await Promise.all([blogs.page(request), countPage(request)]);
    const nextCursor = page.next ? encodeCursor(request.sort, page.next) : null;
    return cachedJson({ success: true, blogs: page.blogs, total, nextCursor });
  }

  async function loadSearch(request: SearchRequest): Promise<CachedBody> {
    const result = await blogs.search(request);
    // Most searches are asked once: compressed fast, not thoroughly (decision 0065).
    return cachedJson({ success: true, blogs: result.blogs, total: result.total, totalCapped: result.totalCapped }, 'fast');
  }

  async function loadBlog(id: string): Promise<BlogLookup> {
    const blog = await blogs.findById(id);
    return blog?.isPublished ? { cached: cachedJson({ success: true, blog }) } : { uncached: blog };
  }

  /** A shared in-flight load; a failed or uncached one is forgotten so the next request reads again. */
  function memo<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const existing = map.get(key);
    if (existing) return existing;
    const loading = load();
    map.set(key, loading);
    const forget = () => {
      if (map.get(key) === loading) map.delete(key);
    };
    loading.then((value) => keep(value) || forget(), forget);
    return loading;
  }

  return {
    /**
     * The whole list cached whole, or undefined past MAX_WHOLE_ANSWER_BYTES (that verdict kept until
     * the next write): then `listChunks` streams it from the database for each request.
     */
    list: (view: ListView) => fresh(() => memo(lists, view, () => loadList(view))),
    listChunks,

    page: (request: BlogPageRequest): Promise<CachedBody> =>
      fresh(() => {
        makeRoom(pages, request.cacheKey, MAX_CACHED_PAGES);
        return memo(pages, request.cacheKey, () => loadPage(request));
      }),

    search: (request: SearchRequest): Promise<CachedBody> =>
      fresh(() => {
        makeRoom(searches, request.cacheKey, MAX_CACHED_SEARCHES);
        return memo(searches, request.cacheKey, () => loadSearch(request));
      }),

    blog: (id: string): Promise<BlogLookup> => {
      // No blog has such an id (ids are UUIDs; the contract allows 64 characters): nothing to check
      // for freshness, read or make room for, so made-up ids cannot push real posts out.
      if (!isUuid(id)) return Promise.resolve({ uncached: undefined });
      return fresh(() => {
        makeRoom(details, id, MAX_CACHED_BLOGS);
        return memo(details, id, () => loadBlog(id), (lookup) => 'cached' in lookup);
      });
    },

    /**
     * A value derived from the published blogs (the feed, a sitemap, the number of sitemap parts),
     * loaded once per write and dropped with everything else. `undefined` (nothing there) is not kept.
     */
    derived: <T>(key: string, load: () => Promise<T>): Promise<T> =>
      fresh(() => {
        makeRoom(derived, key, MAX_CACHED_DERIVED);
        return memo<string, unknown>(derived, key, load, (value) => value !== undefined) as Promise<T>;
      }),

    /** Also for writes by other processes, which this one hears of by NOTIFY. */
    invalidate,
  };
}

/** Drops the oldest entry when a new key would take the map past `max`. */
function makeRoom<K, V>(map: Map<K, V>, key: K, max: number): void {
  if (map.size < max || map.has(key)) return;
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}
