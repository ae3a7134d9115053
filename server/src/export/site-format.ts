import { STAFF_ROLES } from '@studyhub/shared-api/contract';
import Type, { type Static, type TLiteral } from 'typebox';

// The portable shape of a site (docs/export-format.md): what `npm run export` writes as site.json
// and `npm run import` accepts. It names things for a reader, not after the tables, and holds no
// secret (no password hash, session, invite or preview token), so a change of the schema does not
// change the format; a change of the format raises EXPORT_KIND.formatVersion.

export const EXPORT_KIND = { format: 'studyhub-export', formatVersion: 1 } as const;
export const SITE_FILE = 'site.json';

/** Why an import or export was refused, worded for the person running the command. */
export class ExportError extends Error {
  override name = 'ExportError';
}

const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
/** ISO 8601 with a zone, to the microsecond the database keeps. */
const Instant = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,6})?(Z|[+-][0-9]{2}:[0-9]{2})$' });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)) as [TLiteral<T>, ...TLiteral<T>[]]);
/** A file inside the archive: `media/<name>`, no folders, no way out of it. */
const MediaFile = Type.String({ pattern: '^media/[0-9A-Za-z][0-9A-Za-z._-]*$' });

export const EXPORT_MIMES = ['image/webp', 'image/png', 'image/jpeg', 'image/gif'] as const;

export const ExportedMedia = Type.Object(
  {
    id: Uuid,
    mime: oneOf(EXPORT_MIMES),
    /** The stored image itself, the widest. */
    file: MediaFile,
    /** Narrower copies for `srcset`, narrowest first. */
    widths: Type.Array(Type.Object({ width: Type.Integer({ minimum: 1 }), file: MediaFile }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type ExportedMedia = Static<typeof ExportedMedia>;

export const ExportedAuthor = Type.Object(
  {
    id: Uuid,
    email: Type.String({ minLength: 3, pattern: '^[^@\\s]+@[^@\\s]+$' }),
    displayName: nullable(Type.String()),
    slug: nullable(Type.String({ minLength: 1, pattern: '^[a-z0-9-]+$' })),
    role: oneOf(STAFF_ROLES),
    /** When the account was made. */
    createdAt: Instant,
  },
  { additionalProperties: false },
);
export type ExportedAuthor = Static<typeof ExportedAuthor>;

export const ExportedComment = Type.Object(
  { id: Uuid, name: Type.String(), content: Type.String(), approved: Type.Boolean(), createdAt: Instant },
  { additionalProperties: false },
);
export type ExportedComment = Static<typeof ExportedComment>;

export const ExportedPost = Type.Object(
  {
    id: Uuid,
    title: Type.String({ minLength: 1 }),
    subtitle: nullable(Type.String()),
    category: Type.String({ minLength: 1 }),
    /** The body's source HTML, as the editor saves it; the reader's HTML is rendered from it on import. */
    body: Type.String({ minLength: 1 }),
    published: Type.Boolean(),
    createdAt: Instant,
    updatedAt: nullable(Instant),
    publishAt: nullable(Instant),
    authorId: nullable(Uuid),
    /** Either an image in the archive or an address elsewhere. */
    cover: Type.Union([Type.Object({ media: ExportedMedia }, { additionalProperties: false }), Type.Object({ url: Type.String({ minLength: 1 }) }, { additionalProperties: false })]),
    /** Images stored here that the body shows (`/api/media/<id>`). */
    bodyMedia: Type.Array(ExportedMedia),
    review: Type.Object({ state: oneOf(['none', 'submitted', 'returned'] as const), note: nullable(Type.String()), submittedAt: nullable(Instant) }, { additionalProperties: false }),
    comments: Type.Array(ExportedComment),
  },
  { additionalProperties: false },
);
export type ExportedPost = Static<typeof ExportedPost>;

export const ExportedSite = Type.Object(
  {
    format: Type.Literal(EXPORT_KIND.format),
    formatVersion: Type.Literal(EXPORT_KIND.formatVersion),
    exportedAt: Instant,
    authors: Type.Array(ExportedAuthor),
    posts: Type.Array(ExportedPost),
  },
  { additionalProperties: false },
);
export type ExportedSite = Static<typeof ExportedSite>;

/** Counts kept in the archive's manifest, for a person looking before importing. */
export interface ExportCounts {
  authors: number;
  posts: number;
  comments: number;
  media: number;
}
