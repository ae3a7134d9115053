import { BLOG_LIST_DEFAULTS, BLOG_PAGE_SIZE, type AdminBlogPageResponse, type AdminBlogRow, type AdminCommentPageResponse, type BlogPageResponse, type BlogSummary, type Comment } from '@studyhub/shared-api';
import { ADMIN_BLOG_LIST_DEFAULTS, ADMIN_COMMENT_LIST_DEFAULTS, ADMIN_PAGE_SIZE, ADMIN_TOTAL_CAP } from '@studyhub/shared-api/admin';
import type { FakeReply, RecordedRequest } from './fake-api.ts';

type Dated = { _id: string; createdAt: string };
type Titled = { _id: string; title: string };

const byDate = (a: Dated, b: Dated) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a._id < b._id ? -1 : 1);
// The server's title order (docs/decisions/0031): lower case, then code points, ties by id.
const byTitle = (a: Titled, b: Titled) => {
  const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : 1;
};
const ORDERS: Record<string, (a: Dated & Titled, b: Dated & Titled) => number> = {
  newest: (a, b) => byDate(b, a),
  oldest: byDate,
  az: byTitle,
  za: (a, b) => byTitle(b, a),
};

/**
 * Answers `GET /api/blog/list` over `blogs` as the server does (filter, sort, pages), so the
 * listing's requests and rendering are tested against the real contract. Cursors here are offsets.
 */
export function fakeListing(blogs: () => readonly BlogSummary[]) {
  return ({ query }: RecordedRequest): FakeReply => {
    const term = (query.q ?? '').trim().toLowerCase();
    const category = (query.category ?? '').toLowerCase();
    const everyCategory = !category || category === BLOG_LIST_DEFAULTS.category.toLowerCase();
    const matches = blogs()
      .filter((blog) => !term || blog.title.toLowerCase().includes(term) || blog.category.toLowerCase().includes(term))
      .filter((blog) => everyCategory || blog.category.toLowerCase() === category)
      .sort(ORDERS[query.sort ?? BLOG_LIST_DEFAULTS.sort]);
    const limit = Number(query.limit ?? BLOG_PAGE_SIZE.default);
    const offset = Number(query.cursor ?? 0);
    const end = offset + limit;
    const body: BlogPageResponse = { success: true, blogs: matches.slice(offset, end), total: matches.length, nextCursor: end < matches.length ? String(end) : null };
    return { body };
  };
}

/** One page of `matches` from an offset cursor, counted as the admin lists count (up to ADMIN_TOTAL_CAP). */
function adminPage<Row>(matches: Row[], query: Record<string, string>) {
  const limit = Number(query.limit ?? ADMIN_PAGE_SIZE.default);
  const offset = Number(query.cursor ?? 0);
  const end = offset + limit;
  const capped = matches.length > ADMIN_TOTAL_CAP;
  return { rows: matches.slice(offset, end), total: capped ? ADMIN_TOTAL_CAP : matches.length, totalCapped: capped, nextCursor: end < matches.length ? String(end) : null };
}

/** Answers `GET /api/admin/blogs/page` over `blogs` as the server does (docs/decisions/0072); cursors here are offsets. */
export function fakeAdminBlogPage(blogs: () => readonly AdminBlogRow[]) {
  return ({ query }: RecordedRequest): FakeReply => {
    const term = (query.q ?? '').trim().toLowerCase();
    const category = (query.category ?? '').toLowerCase();
    const status = query.status ?? ADMIN_BLOG_LIST_DEFAULTS.status;
    const matches = blogs()
      .filter((blog) => !term || blog.title.toLowerCase().includes(term))
      .filter((blog) => !category || blog.category.toLowerCase() === category)
      .filter((blog) => status === 'all' || blog.isPublished === (status === 'published'))
      .sort(ORDERS[query.sort ?? ADMIN_BLOG_LIST_DEFAULTS.sort]);
    const { rows, ...page } = adminPage(matches, query);
    const body: AdminBlogPageResponse = { success: true, blogs: rows, ...page };
    return { body };
  };
}

const blogTitleOf = (comment: Comment) => (typeof comment.blog === 'string' ? '' : comment.blog.title);

/** Answers `GET /api/admin/comments/page` over `comments` as the server does; cursors here are offsets. */
export function fakeAdminCommentPage(comments: () => readonly Comment[]) {
  return ({ query }: RecordedRequest): FakeReply => {
    const term = (query.q ?? '').trim().toLowerCase();
    const status = query.status ?? ADMIN_COMMENT_LIST_DEFAULTS.status;
    const newest = (query.sort ?? ADMIN_COMMENT_LIST_DEFAULTS.sort) === 'newest';
    const matches = comments()
      .filter((comment) => !term || [comment.content, comment.name, blogTitleOf(comment)].some((text) => text.toLowerCase().includes(term)))
      .filter((comment) => status === 'all' || comment.isApproved === (status === 'approved'))
      .sort((a, b) => (newest ? byDate(b, a) : byDate(a, b)));
    const { rows, ...page } = adminPage(matches, query);
    const body: AdminCommentPageResponse = { success: true, comments: rows, ...page };
    return { body };
  };
}
