import type { BlogListQuery } from '@studyhub/shared-api/contract';
import { type CachedBody, cachedJson } from '../http/cached-body.ts';
import { toSummary } from './blog-mapping.ts';
import type { BlogRepository } from './blog-repository.ts';

export type ListView = NonNullable<BlogListQuery['view']>;
export type PublishedBlogCache = ReturnType<typeof createPublishedBlogCache>;

/** Enough for every blog a site like this publishes; beyond it the oldest entries are dropped. */
const MAX_CACHED_BLOGS = 2000;

/**
 * The public reads (the list in both views and each published blog) serialised once and served
 * until the next write. The repository calls `invalidate` after each committed write and before
 * the write is acknowledged, so nobody who saw the acknowledgement can read the old state.
 * Misses are not cached: unknown ids and drafts go to the database each time.
 */
export function createPublishedBlogCache(blogs: BlogRepository) {
  const lists = new Map<ListView, Promise<CachedBody>>();
  const details = new Map<string, Promise<CachedBody | undefined>>();
  const invalidate = (): void => {
    lists.clear();
    details.clear();
  };
  blogs.onWrite(invalidate);

  async function loadList(view: ListView): Promise<CachedBody> {
    const published = await blogs.listPublished();
    return cachedJson({ success: true, blogs: view === 'summary' ? published.map(toSummary) : published });
  }

  async function loadBlog(id: string): Promise<CachedBody | undefined> {
    const blog = await blogs.findById(id);
    return blog?.isPublished ? cachedJson({ success: true, blog }) : undefined;
  }

  /** A shared in-flight load; a failed or empty one is forgotten so the next request retries. */
  function memo<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
    const existing = map.get(key);
    if (existing) return existing;
    const loading = load();
    map.set(key, loading);
    const forget = () => {
      if (map.get(key) === loading) map.delete(key);
    };
    loading.then((value) => value === undefined && forget(), forget);
    return loading;
  }

  return {
    list: (view: ListView) => memo(lists, view, () => loadList(view)),

    blog(id: string): Promise<CachedBody | undefined> {
      if (details.size >= MAX_CACHED_BLOGS && !details.has(id)) {
        const oldest = details.keys().next();
        if (!oldest.done) details.delete(oldest.value);
      }
      return memo(details, id, () => loadBlog(id));
    },

    /** Also for writes by other processes, which this one hears of by NOTIFY. */
    invalidate,
  };
}
