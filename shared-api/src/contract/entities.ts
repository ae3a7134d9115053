import Type, { type Static } from 'typebox';
import { ReviewStateSchema } from './review-state.ts';


export const Id = Type.String({ minLength: 1, maxLength: 64, description: 'Opaque identifier' });

/**
 * A post's byline (docs/decisions/0083): the author's public name (their display name, else the
 * e-mail's local part; never the e-mail) and the slug of their page, `/authors/{slug}`.
 */
export const BlogAuthor = Type.Object({
  name: Type.String({ description: "The author's display name, else the local part of their e-mail" }),
  slug: Type.String({ description: 'Their author page: /authors/{slug}' }),
});
export type BlogAuthor = Static<typeof BlogAuthor>;

const blogFields = {
  _id: Id,
  title: Type.String(),
  subTitle: Type.Optional(Type.String()),
  image: Type.String({ description: 'Absolute URL of the cover image' }),
  category: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** Absent until the post's first saved edit (docs/decisions/0073). */
  updatedAt: Type.Optional(Type.String({ format: 'date-time', description: 'When an edit was last saved; absent until the first' })),
  isPublished: Type.Boolean(),
  /** Absent only for a post with no author (its author removed without a hand-over) and from clients before bylines. */
  author: Type.Optional(BlogAuthor),
};

/** When a draft is scheduled to go live (docs/decisions/0077); in the admin's reads only, and only while scheduled. */
const PublishAt = Type.String({ format: 'date-time', description: 'When the draft is scheduled to go live; absent when it is not scheduled' });

/** The version an editor opens a post at and names when saving it (docs/decisions/0073). */
export const BlogVersion = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Optimistic concurrency: every saved change adds one' });

export const Blog = Type.Object({
  ...blogFields,
  description: Type.String({ description: 'The body as readers see it: HTML rendered by the server from the sanitised source (code highlighted, formulas, image widths)' }),
  /** In the admin's reads only: what an Edit link opens the post at. */
  version: Type.Optional(BlogVersion),
  publishAt: Type.Optional(PublishAt),
  /** In the admin's reads only (issue 36): whose post it is, and its place in review. */
  authorId: Type.Optional(Type.Union([Id, Type.Null()])),
  reviewState: Type.Optional(ReviewStateSchema),
});
export type Blog = Static<typeof Blog>;

/** A blog as listed: everything a card or related link shows, the body replaced by its 15-word preview. */
export const BlogSummary = Type.Object({
  ...blogFields,
  excerpt: Type.String({ description: 'The body as plain text, cut to 15 words' }),
});
export type BlogSummary = Static<typeof BlogSummary>;

/**
 * A post as its editor opens it (`GET /api/admin/blogs/:id`, docs/decisions/0073): the body's
 * sanitised source, as the editor wrote it, not the reader's HTML; images of this API absolute.
 */
export const BlogSource = Type.Object({
  ...blogFields,
  description: Type.String({ description: "The body's source: sanitised HTML as the editor saves it" }),
  version: BlogVersion,
  publishAt: Type.Optional(PublishAt),
  /** Whose post it is (issue 36): the portal judges its buttons by it. */
  authorId: Type.Optional(Type.Union([Id, Type.Null()])),
  reviewState: Type.Optional(ReviewStateSchema),
  /** The editor's note while the draft is returned to its author. */
  reviewNote: Type.Optional(Type.String()),
});
export type BlogSource = Static<typeof BlogSource>;

export const BlogRef = Type.Object({ _id: Id, title: Type.String() });
export type BlogRef = Static<typeof BlogRef>;

export const Comment = Type.Object({
  _id: Id,
  blog: Type.Union([Id, BlogRef]),
  name: Type.String(),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  isApproved: Type.Boolean(),
});
export type Comment = Static<typeof Comment>;

export const DashboardData = Type.Object({
  blogs: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  drafts: Type.Integer({ minimum: 0 }),
  /** Drafts waiting for review; only for the roles that may review (issue 36). */
  pendingReview: Type.Optional(Type.Integer({ minimum: 0 })),
  recentBlogs: Type.Array(Blog),
});
export type DashboardData = Static<typeof DashboardData>;

export const LoginRequest = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;
