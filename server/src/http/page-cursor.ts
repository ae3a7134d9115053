import { HttpError } from './http-error.ts';
import { isUuid } from './uuid.ts';

// The keyset cursor of every paged list (docs/decisions/0031): the public listing and the admin's
// lists (docs/decisions/0072) page the same way.

/** Where a page starts: just after the row with this sort key and id. */
export interface PageCursor {
  /** Microseconds since the epoch for the date sorts; lower(title) for the title sorts. */
  key: string;
  id: string;
}

/** What a sort orders by: a date (its key travels as microseconds), a text, or a whole number (a post's revisions). */
export type CursorKey = 'time' | 'text' | 'integer';

export const INVALID_CURSOR = 'This page link is no longer valid for the listing. Start again from the first page.';

/** The 400 message of a `limit` out of range. */
export const limitMessage = (max: number) => `limit must be a whole number from 1 to ${max}`;

const MICROSECONDS = /^-?\d{1,17}$/;
const WHOLE_NUMBER = /^\d{1,10}$/;

/** The rows per page a query asks for (digits, checked by the contract), or the default; a 400 out of range. */
export function pageLimit(limit: string | undefined, sizes: { default: number; max: number }): number {
  const rows = limit === undefined ? sizes.default : Number(limit);
  if (rows < 1 || rows > sizes.max) throw new HttpError(400, limitMessage(sizes.max));
  return rows;
}

/** The next page's cursor, bound to the sort it was made for. */
export function encodeCursor(sort: string, cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString('base64url');
}

const KEY_CHECKS: Record<CursorKey, (value: string) => boolean> = {
  time: (value) => MICROSECONDS.test(value),
  text: (value) => value.length <= 1000 && !value.includes('\u0000'),
  integer: (value) => WHOLE_NUMBER.test(value),
};

/** The cursor a client sent back, checked: made for this sort, a well-formed key and id; else a 400. */
export function decodeCursor(text: string, sort: string, key: CursorKey): PageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw new HttpError(400, INVALID_CURSOR);
  const [madeFor, value, id] = parsed as unknown[];
  const validKey = typeof value === 'string' && KEY_CHECKS[key](value);
  if (madeFor !== sort || !validKey || typeof id !== 'string' || !isUuid(id)) throw new HttpError(400, INVALID_CURSOR);
  return { key: value, id };
}
