import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/**
 * The audit log (issue 36, docs/decisions/0083): who did what and when, appended and never
 * updated. Every part of the server records through `record`, so no caller chooses columns or
 * forgets the actor's name. Nothing secret goes in: callers pass ids, e-mails and short facts,
 * never a password, a token, a hash, a cookie or a header.
 */

/**
 * Who acted: a signed-in account (its name is looked up and kept as it was), the server itself on
 * nobody's request (no id, its name kept: the scheduler, `SCHEDULER_ACTOR`), or, when absent,
 * nobody (a failed sign-in).
 */
export type AuditActor = { id: string } | { system: string };

/** The scheduler publishing a post at its time (docs/decisions/0077, 0083): no account did it. */
export const SCHEDULER_ACTOR: AuditActor = { system: 'Scheduler' };

export interface AuditEntry {
  actor?: AuditActor;
  /** `<area>.<verb>`, e.g. `post.publish`, `auth.login_failed`, `access.denied`; filtered by prefix. */
  action: string;
  /** What it was done to: its kind (`post`, `comment`, `staff`) and id. */
  target?: { type: string; id: string };
  /** Short facts (a role from and to, the e-mail tried); stored as JSON text. Never a secret. */
  detail?: Record<string, string | number | boolean | null | undefined>;
  /** The client address, as the API's trust-proxy setting reads it. */
  address?: string;
}

/** Rows older than this are pruned: the issue asks for at least a year. */
export const AUDIT_RETENTION_DAYS = 400;

const MAX_DETAIL_CHARS = 2000;

/** The detail as stored: JSON without undefined fields, cut to a bounded length. */
export function detailText(detail: AuditEntry['detail']): string | null {
  if (!detail) return null;
  const kept = Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined));
  if (Object.keys(kept).length === 0) return null;
  const text = JSON.stringify(kept);
  return text.length > MAX_DETAIL_CHARS ? text.slice(0, MAX_DETAIL_CHARS) : text;
}

/** The name an account is shown by (its display name, else its e-mail), read in SQL from its id. */
export const accountName = (id: SQL) => sql`(SELECT coalesce(display_name, email) FROM admins WHERE id = ${id}::uuid)`;

/**
 * Appends one entry. `db` may be a transaction, so a change and its entry commit together; the
 * actor's name is read in the same statement (the display name, else the e-mail), so it stays as
 * it was when the account is renamed or removed.
 */
export async function recordAudit(db: Queryable, { actor, action, target, detail, address }: AuditEntry): Promise<void> {
  const account = actor && 'id' in actor ? actor.id : undefined;
  const actorName = account
    ? accountName(sql`${account}`)
    : actor && 'system' in actor
      ? actor.system
      : sql`NULL`;
  await db.insert(auditLog).values({
    actorId: account ?? null,
    actorName,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    detail: detailText(detail),
    address: address ?? null,
  });
}

/** Deletes entries older than the retention (one indexed range delete); returns how many went. */
export async function pruneAudit(db: Queryable, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db.delete(auditLog).where(sql`${auditLog.at} < ${cutoff.toISOString()}::timestamptz`).returning({ id: auditLog.id });
  return gone.length;
}

/** The one thing other parts hold: `audit.record({ actor, action, target, detail })`. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  prune(now?: Date): Promise<number>;
}

export function createAuditLog(db: Queryable): AuditLog {
  return {
    record: (entry) => recordAudit(db, entry),
    prune: (now) => pruneAudit(db, now),
  };
}
