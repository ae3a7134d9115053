import Type, { type Static } from 'typebox';
import { BlogSource, BlogVersion, Id } from './entities.ts';
import { Envelope } from './envelopes.ts';

// A post's history (docs/decisions/0074): `GET /api/admin/blogs/:id/revisions` (newest first, paged
// like the admin's lists, no bodies), `GET …/revisions/:revision` (one revision's text) and
// `POST …/revisions/:revision/restore` (saves the post back to it as a new revision).

const closed = { additionalProperties: false } as const;

/**
 * The post and one of its revisions. The server reads `revision` as a whole number from 1 and
 * answers anything else with one message (REVISION_MESSAGES.badNumber), so the contract only bounds its length.
 */
export const RevisionParams = Type.Object(
  { id: Id, revision: Type.String({ minLength: 1, maxLength: 16, description: "The revision's number: 1, 2, … per post" }) },
  closed,
);
export type RevisionParams = Static<typeof RevisionParams>;

export const RevisionListQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Rows per page' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: "The previous page's nextCursor" })),
  },
  closed,
);
export type RevisionListQuery = Static<typeof RevisionListQuery>;

const revisionFields = {
  /** 1, 2, … per post, never reused. */
  revision: Type.Integer({ minimum: 1 }),
  /** The post's version this revision saved. */
  version: BlogVersion,
  kind: Type.Union([Type.Literal('manual'), Type.Literal('autosave')], { description: 'A save ("manual") or an autosave' }),
  /** The saving admin's e-mail as it was then; null for revisions from before history or the seed. */
  authorName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  /** UTF-8 bytes of the body's source. */
  sizeBytes: Type.Integer({ minimum: 0 }),
};

/** A row of the History list: no text. */
export const RevisionSummary = Type.Object(revisionFields);
export type RevisionSummary = Static<typeof RevisionSummary>;

/** One revision with its text: the body's source, its images of this API absolute (as BlogSource). */
export const BlogRevision = Type.Object({
  ...revisionFields,
  title: Type.String(),
  subTitle: Type.String(),
  category: Type.String(),
  description: Type.String({ description: "The body's sanitised source as it was saved" }),
});
export type BlogRevision = Static<typeof BlogRevision>;

export const RevisionListResponse = Envelope({
  revisions: Type.Array(RevisionSummary),
  /** Every revision of the post, counted up to ADMIN_TOTAL_CAP. */
  total: Type.Integer({ minimum: 0 }),
  totalCapped: Type.Boolean(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type RevisionListResponse = Static<typeof RevisionListResponse>;

export const RevisionResponse = Envelope({ revision: BlogRevision });
export type RevisionResponse = Static<typeof RevisionResponse>;

/** Restore names the version the History page read the post at, as a save does. */
export const RestoreRevisionRequest = Type.Object({ baseVersion: BlogVersion }, closed);
export type RestoreRevisionRequest = Static<typeof RestoreRevisionRequest>;

/** The post as saved back, and the number of the revision the restore added. */
export const RestoreRevisionResponse = Envelope({ blog: BlogSource, revision: Type.Integer({ minimum: 1 }) });
export type RestoreRevisionResponse = Static<typeof RestoreRevisionResponse>;
