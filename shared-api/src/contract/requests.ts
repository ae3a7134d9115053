import Type, { type Static, type TLiteral } from 'typebox';
import { BLOG_CATEGORIES, BLOG_SORTS, type BlogCategory, type BlogSort } from './constants.ts';
import { BROWSER_ID_PATTERN } from './comment-rules.ts';
import { COVER_WIDTH_PARAM, COVER_WIDTHS } from './cover-image.ts';
import { BlogVersion, Id } from './entities.ts';
import { LIMITS } from './limits.ts';

// Request bodies of docs/product.md#the-api. Unknown fields are refused so a typo is an error, not a no-op.
const closed = { additionalProperties: false } as const;
/** PostgreSQL text cannot hold U+0000, so no stored text field accepts it (a 400, not a failed insert). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
const text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength, pattern: NO_NUL_PATTERN });

export const IdParams = Type.Object({ id: Id }, closed);
export type IdParams = Static<typeof IdParams>;

export const IdRequest = Type.Object({ id: Id }, closed);
export type IdRequest = Static<typeof IdRequest>;

/** `?view=summary` lists blogs without their bodies; without it the original full form. */
export const BlogListQuery = Type.Object(
  { view: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('summary')])) },
  closed,
);
export type BlogListQuery = Static<typeof BlogListQuery>;

/**
 * One page of the published blogs (filter and sorts: docs/decisions/0031), for `GET /api/blog/list`. Query
 * strings are text: `limit` is digits (1 to BLOG_PAGE_SIZE.max, checked by the server); `cursor`
 * is the `nextCursor` of the previous page, opaque, valid only with the same filters and sort.
 */
export const BlogPageQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: LIMITS.searchQuery, pattern: NO_NUL_PATTERN, description: 'Title or category contains it (case-insensitive)' })),
    category: Type.Optional(Type.String({ maxLength: 50, pattern: NO_NUL_PATTERN, description: 'Category equals it (case-insensitive); omit for all' })),
    sort: Type.Optional(Type.Union(BLOG_SORTS.map((sort) => Type.Literal(sort)) as [TLiteral<BlogSort>, ...TLiteral<BlogSort>[]])),
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Cards per page' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  },
  closed,
);
export type BlogPageQuery = Static<typeof BlogPageQuery>;

export const CommentsRequest = Type.Object({ blogId: Id }, closed);
export type CommentsRequest = Static<typeof CommentsRequest>;

export const AddCommentRequest = Type.Object(
  {
    blog: Id,
    name: text(LIMITS.commentName),
    content: text(LIMITS.commentContent),
    /** Honeypot: hidden from people, so a filled value marks a bot. */
    website: Type.Optional(Type.String({ maxLength: 200 })),
    /** The sending browser's own random id (BROWSER_ID_PATTERN); without it the address's strict allowance applies. */
    browserId: Type.Optional(Type.String({ pattern: BROWSER_ID_PATTERN, description: 'A random id the browser keeps; comments are counted per id' })),
  },
  closed,
);
export type AddCommentRequest = Static<typeof AddCommentRequest>;

export const GenerateRequest = Type.Object({ prompt: text(LIMITS.aiPrompt) }, closed);
export type GenerateRequest = Static<typeof GenerateRequest>;

// The cast keeps the literals' type: a mapped array alone would make the category `never`.
export const BlogCategorySchema = Type.Union(
  BLOG_CATEGORIES.map((category) => Type.Literal(category)) as [TLiteral<BlogCategory>, ...TLiteral<BlogCategory>[]],
);

const blogTextFields = {
  title: text(LIMITS.blogTitle),
  subTitle: text(LIMITS.blogSubTitle),
  description: text(LIMITS.blogDescription),
  category: BlogCategorySchema,
  isPublished: Type.Boolean(),
};

/** The JSON text of the multipart field `blog` on POST /api/blog/add. */
export const NewBlog = Type.Object(blogTextFields, closed);
export type NewBlog = Static<typeof NewBlog>;

/**
 * The JSON text of the multipart field `blog` on PUT /api/admin/blogs/:id: the post's fields as
 * on add, and the version the editor opened it at (docs/decisions/0073). The file `image` is
 * optional there: without one the cover is kept.
 */
export const BlogUpdate = Type.Object({ ...blogTextFields, baseVersion: BlogVersion }, closed);
export type BlogUpdate = Static<typeof BlogUpdate>;

/**
 * `GET /api/media/:id?w=720`: one of COVER_WIDTHS only, so a cache holds at most that many copies of
 * a cover; other query parameters are ignored.
 */
export const MediaQuery = Type.Object({
  [COVER_WIDTH_PARAM]: Type.Optional(
    Type.Union(COVER_WIDTHS.map((width) => Type.Literal(String(width))) as [TLiteral<string>, ...TLiteral<string>[]], {
      description: 'Width in px: the narrowest stored width at least this wide, else the widest',
    }),
  ),
});
export type MediaQuery = Static<typeof MediaQuery>;
