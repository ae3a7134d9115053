import { BLOG_PAGE_SIZE, type BlogPageResponse, type BlogSummary } from '@studyhub/shared-api';
import type { FakeReply, RecordedRequest } from './fake-api.ts';

const byDate = (a: BlogSummary, b: BlogSummary) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a._id < b._id ? -1 : 1);
// The server's title order (docs/decisions/0031): lower case, then code points, ties by id.
const byTitle = (a: BlogSummary, b: BlogSummary) => {
  const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : 1;
};
const ORDERS: Record<string, (a: BlogSummary, b: BlogSummary) => number> = {
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
    const matches = blogs()
      .filter((blog) => !term || blog.title.toLowerCase().includes(term) || blog.category.toLowerCase().includes(term))
      .filter((blog) => !category || blog.category.toLowerCase() === category)
      .sort(ORDERS[query.sort ?? 'newest']);
    const limit = Number(query.limit ?? BLOG_PAGE_SIZE.default);
    const offset = Number(query.cursor ?? 0);
    const end = offset + limit;
    const body: BlogPageResponse = { success: true, blogs: matches.slice(offset, end), total: matches.length, nextCursor: end < matches.length ? String(end) : null };
    return { body };
  };
}
