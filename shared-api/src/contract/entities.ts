import Type, { type Static } from 'typebox';


export const Id = Type.String({ minLength: 1, maxLength: 64, description: 'Opaque identifier' });

const blogFields = {
  _id: Id,
  title: Type.String(),
  subTitle: Type.Optional(Type.String()),
  image: Type.String({ description: 'Absolute URL of the cover image' }),
  category: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  isPublished: Type.Boolean(),
};

export const Blog = Type.Object({ ...blogFields, description: Type.String({ description: "The body as readers see it: HTML rendered by the server from the sanitised source (code highlighted, formulas, image widths)" }) });
export type Blog = Static<typeof Blog>;

/** A blog as listed: everything a card or related link shows, the body replaced by its 15-word preview. */
export const BlogSummary = Type.Object({
  ...blogFields,
  excerpt: Type.String({ description: 'The body as plain text, cut to 15 words' }),
});
export type BlogSummary = Static<typeof BlogSummary>;

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
