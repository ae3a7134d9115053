import { BLOG_LIST_DEFAULTS, BLOG_PAGE_SIZE, type BlogPageQuery, type BlogSort } from '@studyhub/shared-api/contract';
import { decodeCursor, limitMessage, pageLimit, type PageCursor } from '../http/page-cursor.ts';

/** A listing request checked and normalised: equal requests have equal `cacheKey`s. */
export interface BlogPageRequest {
  term: string;
  category: string | undefined;
  sort: BlogSort;
  limit: number;
  after: PageCursor | undefined;
  cacheKey: string;
  /** Equal for requests that keep the same blogs (whatever their sort or page). */
  filterKey: string;
}

export const INVALID_LIMIT = limitMessage(BLOG_PAGE_SIZE.max);

/** Whether a blog sort orders by date (else by title): the kind of key its cursor carries. */
export const sortsByDate = (sort: BlogSort) => sort === 'newest' || sort === 'oldest';

const NO_CATEGORY = BLOG_LIST_DEFAULTS.category.toLowerCase();

/** The listing's filter as the API reads it (docs/decisions/0031): a blank search or an "All" category filter nothing. */
export function parseBlogPageQuery(query: BlogPageQuery): BlogPageRequest {
  const term = (query.q ?? '').trim().toLowerCase();
  const wanted = query.category?.trim().toLowerCase();
  const category = wanted && wanted !== NO_CATEGORY ? wanted : undefined;
  const sort = query.sort ?? BLOG_LIST_DEFAULTS.sort;
  const limit = pageLimit(query.limit, BLOG_PAGE_SIZE);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, sortsByDate(sort) ? 'time' : 'text');
  return {
    term,
    category,
    sort,
    limit,
    after,
    cacheKey: JSON.stringify([term, category, sort, limit, query.cursor ?? '']),
    filterKey: JSON.stringify([term, category ?? '']),
  };
}
