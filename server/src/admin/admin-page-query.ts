import {
  ADMIN_BLOG_LIST_DEFAULTS,
  ADMIN_COMMENT_LIST_DEFAULTS,
  ADMIN_PAGE_SIZE,
  type AdminBlogPageQuery,
  type AdminBlogStatus,
  type AdminCommentPageQuery,
  type AdminCommentSort,
  type AdminCommentStatus,
  type BlogSort,
} from '@studyhub/shared-api/contract';
import { sortsByDate } from '../blogs/blog-page-query.ts';
import { decodeCursor, pageLimit, type PageCursor } from '../http/page-cursor.ts';

/** A request for one page of the admin's blog list, checked and normalised (docs/decisions/0072). */
export interface AdminBlogPageRequest {
  /** Lower case, trimmed; empty: every title. */
  term: string;
  status: AdminBlogStatus;
  /** Lower case; undefined: every category. */
  category: string | undefined;
  sort: BlogSort;
  limit: number;
  after: PageCursor | undefined;
}

/** A request for one page of the admin's comment moderation list, checked and normalised. */
export interface AdminCommentPageRequest {
  term: string;
  status: AdminCommentStatus;
  sort: AdminCommentSort;
  limit: number;
  after: PageCursor | undefined;
}

/** The contract has checked each value's form; this checks the range of `limit` and the cursor (400s). */
export function parseAdminBlogPageQuery(query: AdminBlogPageQuery): AdminBlogPageRequest {
  const sort = query.sort ?? ADMIN_BLOG_LIST_DEFAULTS.sort;
  return {
    term: (query.q ?? '').trim().toLowerCase(),
    status: query.status ?? ADMIN_BLOG_LIST_DEFAULTS.status,
    category: query.category?.toLowerCase(),
    sort,
    limit: pageLimit(query.limit, ADMIN_PAGE_SIZE),
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, sortsByDate(sort) ? 'time' : 'text'),
  };
}

export function parseAdminCommentPageQuery(query: AdminCommentPageQuery): AdminCommentPageRequest {
  const sort = query.sort ?? ADMIN_COMMENT_LIST_DEFAULTS.sort;
  return {
    term: (query.q ?? '').trim().toLowerCase(),
    status: query.status ?? ADMIN_COMMENT_LIST_DEFAULTS.status,
    sort,
    limit: pageLimit(query.limit, ADMIN_PAGE_SIZE),
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, 'time'),
  };
}
