import Type, { type Static, type TProperties } from 'typebox';
import { Blog, BlogSource, BlogSummary, Comment, DashboardData } from './entities.ts';

/** Every response carries `success` and usually a `message` a person can read (docs/product.md#the-api). */
export function Envelope<P extends TProperties>(properties: P) {
  return Type.Object({
    success: Type.Boolean(),
    message: Type.Optional(Type.String()),
    ...properties,
  });
}

export const ErrorResponse = Envelope({});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const BlogListResponse = Envelope({ blogs: Type.Array(Blog) });
export type BlogListResponse = Static<typeof BlogListResponse>;

export const BlogSummaryListResponse = Envelope({ blogs: Type.Array(BlogSummary) });
export type BlogSummaryListResponse = Static<typeof BlogSummaryListResponse>;

/** A page of the listing: its cards, how many match in all, and where the next page starts (null: no more). */
export const BlogPageResponse = Envelope({
  blogs: Type.Array(BlogSummary),
  total: Type.Integer({ minimum: 0 }),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type BlogPageResponse = Static<typeof BlogPageResponse>;

export const BlogResponse = Envelope({ blog: Blog });
export type BlogResponse = Static<typeof BlogResponse>;

/** A post's source for its editor, and the answer to a saved edit (the post as saved, at its new version). */
export const BlogSourceResponse = Envelope({ blog: BlogSource });
export type BlogSourceResponse = Static<typeof BlogSourceResponse>;

export const DashboardResponse = Envelope({ data: DashboardData });
export type DashboardResponse = Static<typeof DashboardResponse>;

export const LoginResponse = Envelope({ token: Type.Optional(Type.String()) });
export type LoginResponse = Static<typeof LoginResponse>;

export const HealthResponse = Envelope({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    driver: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    reachable: Type.Boolean(),
  }),
});
export type HealthResponse = Static<typeof HealthResponse>;

export const MessageResponse = Envelope({});
export type MessageResponse = Static<typeof MessageResponse>;

export const CommentListResponse = Envelope({ comments: Type.Array(Comment) });
export type CommentListResponse = Static<typeof CommentListResponse>;

export const GenerateResponse = Envelope({ content: Type.String({ description: 'Markdown' }) });
export type GenerateResponse = Static<typeof GenerateResponse>;

/** Public facts the site needs before anyone logs in. */
export const SiteConfig = Type.Object({
  /** Demo admin credentials, only in demo mode; null in production. */
  demo: Type.Union([Type.Object({ email: Type.String(), password: Type.String() }), Type.Null()]),
  ai: Type.Object({ configured: Type.Boolean() }),
});
export type SiteConfig = Static<typeof SiteConfig>;

export const SiteConfigResponse = Envelope({ site: SiteConfig });
export type SiteConfigResponse = Static<typeof SiteConfigResponse>;

/** `POST /api/media/upload`: an image stored for a post's body, as the editor inserts it. */
export const UploadedImage = Type.Object({
  /** Absolute URL of the stored image (the widest copy). */
  src: Type.String(),
  /** The stored image's own pixels, for width/height (no layout shift). */
  width: Type.Integer(),
  height: Type.Integer(),
});
export type UploadedImage = Static<typeof UploadedImage>;

export const UploadedImageResponse = Envelope({ image: UploadedImage });
export type UploadedImageResponse = Static<typeof UploadedImageResponse>;
