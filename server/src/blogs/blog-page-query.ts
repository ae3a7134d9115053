import { BLOG_PAGE_SIZE, type BlogPageQuery, type BlogSort } from '@studyhub/shared-api/contract';
import { HttpError } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';

/** Where a page starts: just after the row with this sort key and id. */
export interface PageCursor {
  /** Microseconds since the epoch for the date sorts; lower(title) for the title sorts. */
  key: string;
  id: string;
}

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

export const INVALID_CURSOR = 'This page link is no longer valid for the listing. Start again from the first page.';
export const INVALID_LIMIT = `limit must be a whole number from 1 to ${BLOG_PAGE_SIZE.max}`;

const MICROSECONDS = /^-?\d{1,17}$/;

/** The listing's filter as the API reads it (docs/decisions/0031): a blank search or an "All" category filter nothing. */
export function parseBlogPageQuery(query: BlogPageQuery): BlogPageRequest {
  const term = (query.q ?? '').trim().toLowerCase();
  const wanted = query.category?.trim().toLowerCase();
  const category = wanted && wanted !== 'all' ? wanted : undefined;
  const sort = query.sort ?? 'newest';
  const limit = query.limit === undefined ? BLOG_PAGE_SIZE.default : Number(query.limit);
  if (limit < 1 || limit > BLOG_PAGE_SIZE.max) throw new HttpError(400, INVALID_LIMIT);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort);
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

/** The next page's cursor, bound to the sort it was made for. */
export function encodeCursor(sort: BlogSort, cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString('base64url');
}

function decodeCursor(text: string, sort: BlogSort): PageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw new HttpError(400, INVALID_CURSOR);
  const [madeFor, key, id] = parsed as unknown[];
  const byDate = sort === 'newest' || sort === 'oldest';
  const validKey = typeof key === 'string' && (byDate ? MICROSECONDS.test(key) : key.length <= 1000 && !key.includes('\u0000'));
  if (madeFor !== sort || !validKey || typeof id !== 'string' || !isUuid(id)) throw new HttpError(400, INVALID_CURSOR);
  return { key, id };
}
