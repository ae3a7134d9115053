import Type, { type Static, type TLiteral } from 'typebox';
import {
  ADMIN_BLOG_STATUSES,
  ADMIN_COMMENT_SORTS,
  ADMIN_COMMENT_STATUSES,
  BLOG_SORTS,
  type AdminBlogStatus,
  type AdminCommentSort,
  type AdminCommentStatus,
  type BlogSort,
} from './constants.ts';
import { Comment, Id } from './entities.ts';
import { Envelope } from './envelopes.ts';
import { ReviewStateSchema } from './review-state.ts';
import { LIMITS } from './limits.ts';
import { BlogCategorySchema, NO_NUL_PATTERN } from './requests.ts';

// The admin's paged lists (docs/decisions/0072): `GET /api/admin/blogs/page` and
// `GET /api/admin/comments/page`. Query strings are text: `limit` is digits (1 to
// ADMIN_PAGE_SIZE.max, checked by the server); `cursor` is the previous page's `nextCursor`,
// opaque, valid only with the same sort.

// The cast keeps the literals' type: a mapped array alone would make the value `never`.
const oneOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(values.map((value) => Type.Literal(value)) as [TLiteral<T>, ...TLiteral<T>[]], { description });

const paging = {
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Rows per page' })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'The previous page\'s nextCursor' })),
};
const searchText = (description: string) => Type.Optional(Type.String({ maxLength: LIMITS.searchQuery, pattern: NO_NUL_PATTERN, description }));

export const AdminBlogPageQuery = Type.Object(
  {
    q: searchText('Title contains it (case-insensitive)'),
    status: Type.Optional(oneOf<AdminBlogStatus>(ADMIN_BLOG_STATUSES, 'Which blogs: all (default), published or draft')),
    category: Type.Optional(BlogCategorySchema),
    sort: Type.Optional(oneOf<BlogSort>(BLOG_SORTS, 'Newest (default), oldest, or by title A-Z or Z-A')),
    ...paging,
  },
  { additionalProperties: false },
);
export type AdminBlogPageQuery = Static<typeof AdminBlogPageQuery>;

export const AdminCommentPageQuery = Type.Object(
  {
    q: searchText("The comment's text, its author's name or its blog's title contains it (case-insensitive)"),
    status: Type.Optional(oneOf<AdminCommentStatus>(ADMIN_COMMENT_STATUSES, 'Which comments: pending (default, awaiting approval), approved or all')),
    sort: Type.Optional(oneOf<AdminCommentSort>(ADMIN_COMMENT_SORTS, 'Newest (default) or oldest')),
    ...paging,
  },
  { additionalProperties: false },
);
export type AdminCommentPageQuery = Static<typeof AdminCommentPageQuery>;

/** A blog as the admin's list shows it: no body, no cover. */
export const AdminBlogRow = Type.Object({
  _id: Id,
  title: Type.String(),
  category: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  isPublished: Type.Boolean(),
  /** While a draft is scheduled: when it goes live (docs/decisions/0077). */
  publishAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** Whose post it is (issue 36): the list hides what the role cannot do to it. */
  authorId: Type.Optional(Type.Union([Id, Type.Null()])),
  reviewState: Type.Optional(ReviewStateSchema),
});
export type AdminBlogRow = Static<typeof AdminBlogRow>;

const pageFields = {
  /** Rows that match, counted up to ADMIN_TOTAL_CAP (constants.ts). */
  total: Type.Integer({ minimum: 0 }),
  /** More than `total` rows match: the count stopped at ADMIN_TOTAL_CAP. */
  totalCapped: Type.Boolean(),
  /** Where the next page starts; null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
};

export const AdminBlogPageResponse = Envelope({ blogs: Type.Array(AdminBlogRow), ...pageFields });
export type AdminBlogPageResponse = Static<typeof AdminBlogPageResponse>;

/** Each comment with its blog as `{ _id, title }`. */
export const AdminCommentPageResponse = Envelope({ comments: Type.Array(Comment), ...pageFields });
export type AdminCommentPageResponse = Static<typeof AdminCommentPageResponse>;
