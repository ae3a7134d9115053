import { useSearchBlogsQuery, type ApiError, type BlogSearchHit, type ResourceSearchHit } from '@studyhub/shared-api';
import { searchTerms } from './search-path.ts';
import { useResourceSearch, type SearchStatus } from './use-resource-search.ts';

export interface BlogSearch {
  status: SearchStatus;
  hits: BlogSearchHit[];
  /** The published blogs that match, counted up to the API's cap, however many were returned. */
  total: number;
  /** More blogs match than `total`. */
  totalCapped: boolean;
  error?: ApiError;
  retry: () => void;
}

export interface SiteSearch {
  /** What is searched for: the text, trimmed and bounded (empty: no search). */
  query: string;
  blogs: BlogSearch;
  resources: { status: SearchStatus; hits: ResourceSearchHit[]; retry: () => void };
  /** Both halves have answered (or failed); until then counts would change under the reader. */
  settled: boolean;
  /** Blogs that match (all of them, not only those shown) plus resources found. */
  count: number;
  /** More than `count` match: the blogs' total was capped. */
  countCapped: boolean;
}

interface Options {
  /** Blogs to ask for; the API's default when unset. */
  blogLimit?: number;
  /** Fetch the resource index before there is a query (the navigation search on focus). */
  prefetch?: boolean;
}

/** One search over the whole site: blogs from the API, built-in resources from the federated index. */
export function useSiteSearch(text: string, { blogLimit, prefetch = false }: Options = {}): SiteSearch {
  const query = searchTerms(text);
  const args = blogLimit === undefined ? { q: query } : { q: query, limit: String(blogLimit) };
  const { currentData, isError, error, refetch } = useSearchBlogsQuery(args, { skip: query === '' });
  const resources = useResourceSearch(query, prefetch || query !== '');

  // currentData, not data: results of the previous query would show the wrong words marked.
  const blogStatus: SearchStatus = query === '' ? 'idle' : isError ? 'error' : currentData ? 'ready' : 'loading';
  const blogs: BlogSearch = {
    status: blogStatus,
    hits: blogStatus === 'ready' ? (currentData?.blogs ?? []) : [],
    total: blogStatus === 'ready' ? (currentData?.total ?? 0) : 0,
    totalCapped: blogStatus === 'ready' && (currentData?.totalCapped ?? false),
    error: isError ? (error as ApiError | undefined) : undefined,
    retry: () => void refetch(),
  };
  return {
    query,
    blogs,
    resources,
    settled: blogs.status !== 'loading' && resources.status !== 'loading',
    count: blogs.total + resources.hits.length,
    countCapped: blogs.totalCapped,
  };
}
