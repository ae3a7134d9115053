import Type, { type Static } from 'typebox';
import { BlogVersion } from './entities.ts';

// `PUT /api/admin/blogs/:id/schedule` and `DELETE` of it (docs/decisions/0077). The time is an
// instant (an ISO 8601 date-time with its offset; the portal sends UTC); the admin's time zone is
// the browser's business, the database stores timestamptz.

const closed = { additionalProperties: false } as const;

export const BlogScheduleRequest = Type.Object(
  {
    publishAt: Type.String({ format: 'date-time', maxLength: 40, description: 'When the post goes live: an ISO 8601 date-time with its offset, e.g. 2026-12-01T09:00:00.000Z' }),
    baseVersion: BlogVersion,
  },
  closed,
);
export type BlogScheduleRequest = Static<typeof BlogScheduleRequest>;

export const BlogScheduleCancel = Type.Object({ baseVersion: BlogVersion }, closed);
export type BlogScheduleCancel = Static<typeof BlogScheduleCancel>;
