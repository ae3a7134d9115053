import Type, { type Static } from 'typebox';
import { Id } from './entities.ts';
import { Envelope } from './envelopes.ts';
import { REVIEW_NOTE_MAX_LENGTH } from './review-rules.ts';

// The review queue (issue 36, docs/decisions/0083): `POST /api/admin/blogs/:id/submit`,
// `GET /api/admin/review`, `POST /api/admin/blogs/:id/review/publish` and `…/review/return`.
// Who is signed in is `GET /api/admin/account` (staff.ts's MyAccount).

const closed = { additionalProperties: false } as const;

export { ReviewStateSchema } from './review-state.ts';

export const ReviewReturnRequest = Type.Object(
  { note: Type.String({ maxLength: REVIEW_NOTE_MAX_LENGTH, description: 'What the author should change; required (blank is refused)' }) },
  closed,
);
export type ReviewReturnRequest = Static<typeof ReviewReturnRequest>;

export const ReviewQueueQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Rows per page' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: "The previous page's nextCursor" })),
  },
  closed,
);
export type ReviewQueueQuery = Static<typeof ReviewQueueQuery>;

/** A submitted draft as the queue lists it: oldest submission first. */
export const ReviewQueueRow = Type.Object({
  _id: Id,
  title: Type.String(),
  category: Type.String(),
  authorName: Type.String({ description: "The author's display name, or its e-mail's local part" }),
  submittedAt: Type.String({ format: 'date-time' }),
});
export type ReviewQueueRow = Static<typeof ReviewQueueRow>;

export const ReviewQueueResponse = Envelope({
  posts: Type.Array(ReviewQueueRow),
  total: Type.Integer({ minimum: 0, description: 'Drafts waiting for review, counted up to ADMIN_TOTAL_CAP' }),
  totalCapped: Type.Boolean(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type ReviewQueueResponse = Static<typeof ReviewQueueResponse>;
