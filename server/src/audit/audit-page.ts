import { ADMIN_TOTAL_CAP, AUDIT_MESSAGES, AUDIT_PAGE_SIZE, type AuditLogEntry, type AuditLogQuery } from '@studyhub/shared-api/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, rowsOf } from '../db/client.ts';
import { allOf, cappedCount } from '../db/keyset.ts';
import { HttpError } from '../http/http-error.ts';
import { pageLimit } from '../http/page-cursor.ts';
import { UUID_PATTERN } from '../http/uuid.ts';
import { accountName } from './audit-log.ts';

/** Where a page starts: just after the entry with this time (microseconds since the epoch) and id. */
interface AuditCursor {
  at: string;
  id: string;
}

/** A request for one page of the audit log, checked. */
export interface AuditPageRequest {
  actionPrefix?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
  limit: number;
  after?: AuditCursor;
}

const DIGITS = /^-?\d{1,19}$/;

export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify(['audit', cursor.at, cursor.id])).toString('base64url');
}

function decodeAuditCursor(text: string): AuditCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, AUDIT_MESSAGES.badCursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw new HttpError(400, AUDIT_MESSAGES.badCursor);
  const [kind, at, id] = parsed as unknown[];
  if (kind !== 'audit' || typeof at !== 'string' || !DIGITS.test(at) || typeof id !== 'string' || !DIGITS.test(id)) throw new HttpError(400, AUDIT_MESSAGES.badCursor);
  return { at, id };
}

/** The query string (already shaped by the contract's schema), checked further: a 400 for what the schema cannot say. */
export function parseAuditQuery(query: AuditLogQuery): AuditPageRequest {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from.getTime() >= to.getTime()) throw new HttpError(400, AUDIT_MESSAGES.badRange);
  return {
    actionPrefix: query.action,
    actorId: query.actor,
    from,
    to,
    limit: pageLimit(query.limit, AUDIT_PAGE_SIZE),
    after: query.cursor === undefined ? undefined : decodeAuditCursor(query.cursor),
  };
}

interface AuditRow {
  id: string;
  at: Date | string;
  key: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  detail: string | null;
}

const AT_KEY = sql`(extract(epoch from at) * 1000000)::bigint`;

/**
 * What a target is called now: a post's title, a comment's post's title, an account's display name
 * (else its e-mail), an invite's e-mail (the staff routes' targets are accounts or invites).
 * Looked up per row of the page by primary key, so the read costs the same at any size of the log;
 * a target since deleted, or not an id of ours, has none. The id is checked before its cast, so no
 * row can make the read fail.
 */
const TARGET_NAME = sql`CASE
    WHEN target_id !~ ${UUID_PATTERN} THEN NULL
    WHEN target_type = 'post' THEN (SELECT title FROM blogs WHERE id = target_id::uuid)
    WHEN target_type = 'comment' THEN (SELECT b.title FROM comments c JOIN blogs b ON b.id = c.blog_id WHERE c.id = target_id::uuid)
    WHEN target_type IN ('staff', 'invite') THEN coalesce(
      ${accountName(sql`target_id`)},
      (SELECT email FROM staff_invites WHERE id = target_id::uuid)
    )
  END`;

/** One page, newest first, walking the (at, id) index; the action and actor filters have their own (migration 0016). */
export async function readAuditPage(db: AppDatabase, request: AuditPageRequest): Promise<{ entries: AuditLogEntry[]; total: number; totalCapped: boolean; next?: AuditCursor }> {
  const conditions: SQL[] = [];
  // `_` and `\` match literally: the prefix is a prefix, not a pattern.
  if (request.actionPrefix) conditions.push(sql`action LIKE ${`${request.actionPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (request.actorId) conditions.push(sql`actor_id = ${request.actorId}::uuid`);
  if (request.from) conditions.push(sql`at >= ${request.from.toISOString()}::timestamptz`);
  if (request.to) conditions.push(sql`at < ${request.to.toISOString()}::timestamptz`);
  // Counted before the cursor's condition: the whole view, as the other admin lists count.
  const counted = await cappedCount(db, sql`FROM audit_log WHERE ${allOf(conditions)}`, ADMIN_TOTAL_CAP);
  if (request.after) {
    const at = sql`(timestamptz 'epoch' + ${request.after.at}::bigint * interval '1 microsecond')`;
    conditions.push(sql`(at, id) < (${at}, ${request.after.id}::bigint)`);
  }
  const rows = await rowsOf<AuditRow>(
    db,
    sql`SELECT id::text AS id, at, ${AT_KEY}::text AS key, actor_id, actor_name, action, target_type, target_id, ${TARGET_NAME} AS target_name, detail
        FROM audit_log WHERE ${allOf(conditions)} ORDER BY at DESC, id DESC LIMIT ${request.limit + 1}`,
  );
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  return {
    ...counted,
    entries: page.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      targetName: row.target_name,
      detail: row.detail,
    })),
    next: rows.length > request.limit && last ? { at: last.key, id: last.id } : undefined,
  };
}
