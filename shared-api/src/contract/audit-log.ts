import Type, { type Static } from 'typebox';
import { Envelope } from './envelopes.ts';

// The audit log (issue 36, docs/decisions/0083): `GET /api/admin/audit`, newest first, a keyset
// page at a time on (at, id), for the owner and editors (`audit.read`). Query strings are text;
// anything malformed is a 400.

export const AUDIT_PAGE_SIZE = { default: 50, max: 100 } as const;

/** The action kinds the portal offers as a filter; the API takes any prefix of an action. */
export const AUDIT_ACTION_PREFIXES = ['auth.', 'post.', 'comment.', 'staff.', 'access.denied'] as const;

export const AuditLogQuery = Type.Object(
  {
    action: Type.Optional(Type.String({ pattern: '^[a-z_.]{1,60}$', description: 'Actions starting with it, e.g. `post.` or `auth.login_failed`' })),
    actor: Type.Optional(Type.String({ format: 'uuid', description: 'Only what this account did' })),
    from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'At or after this instant (ISO 8601 with offset)' })),
    to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Before this instant (ISO 8601 with offset)' })),
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Rows per page' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "The previous page's nextCursor" })),
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

const maybe = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** One entry: who (kept as they were), what, to what, and short facts as JSON text. Never a secret. */
export const AuditLogEntry = Type.Object({
  id: Type.String({ description: 'Increasing with time' }),
  at: Type.String({ format: 'date-time' }),
  actorId: maybe(Type.String()),
  actorName: maybe(Type.String()),
  action: Type.String(),
  targetType: maybe(Type.String()),
  targetId: maybe(Type.String()),
  /** What the target is called now (a post's title, a comment's post, an account's name); null once it is gone. */
  targetName: maybe(Type.String()),
  detail: maybe(Type.String()),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const AuditLogPageResponse = Envelope({
  entries: Type.Array(AuditLogEntry),
  /** Entries that match the filters, counted up to ADMIN_TOTAL_CAP (constants.ts), as the other admin lists. */
  total: Type.Integer({ minimum: 0 }),
  /** More than `total` entries match: the count stopped at ADMIN_TOTAL_CAP. */
  totalCapped: Type.Boolean(),
  /** Where the next page starts; null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type AuditLogPageResponse = Static<typeof AuditLogPageResponse>;

export const AUDIT_MESSAGES = {
  badRange: '"from" must be before "to".',
  badCursor: 'This page link is no longer valid for the audit log. Start again from the first page.',
} as const;
