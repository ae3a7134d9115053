import type { AuditLogQuery } from '@studyhub/shared-api';
import type { AdminListView } from '../../common/api/index.ts';
import { oneOf, type ViewCodec } from '../../common/paged-list/use-list-view.ts';

/** What the audit log page shows; it lives in the URL: `/admin/audit?kind=&actor=&from=&to=`. */
export interface AuditView {
  kind: AuditKind;
  /** An account's id: only what it did. Empty: everyone. */
  actor: string;
  /** Calendar days (YYYY-MM-DD, the reader's own time zone), both included; empty: open. */
  from: string;
  to: string;
}

export const AUDIT_KINDS = ['all', 'auth.', 'post.', 'comment.', 'staff.', 'access.denied'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const KIND_OPTIONS: readonly { value: AuditKind; label: string }[] = [
  { value: 'all', label: 'Everything' },
  { value: 'auth.', label: 'Sign-ins' },
  { value: 'post.', label: 'Posts' },
  { value: 'comment.', label: 'Comments' },
  { value: 'staff.', label: 'Staff' },
  { value: 'access.denied', label: 'Refusals' },
];

export const DEFAULT_VIEW: AuditView = { kind: 'all', actor: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayOr = (value: string | null) => (value && DAY.test(value) ? value : '');

export const auditCodec: ViewCodec<AuditView> = {
  parse: (params) => ({
    kind: oneOf(params.get('kind'), AUDIT_KINDS, DEFAULT_VIEW.kind),
    actor: UUID.test(params.get('actor') ?? '') ? params.get('actor')! : '',
    from: dayOr(params.get('from')),
    to: dayOr(params.get('to')),
  }),
  toParams: ({ kind, actor, from, to }) => {
    const params = new URLSearchParams();
    if (kind !== 'all') params.set('kind', kind);
    if (actor) params.set('actor', actor);
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    return params;
  },
};

/** The start of a calendar day in the reader's time zone, as the API's instant. */
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
};

/** The API query of the view's pages: `to` is the day after the last one, as the API's range excludes its end. */
export function auditPageQuery({ kind, actor, from, to }: AuditView): AdminListView<AuditLogQuery> {
  const query: AdminListView<AuditLogQuery> = {};
  if (kind !== 'all') query.action = kind;
  if (actor) query.actor = actor;
  if (from) query.from = startOf(from);
  if (to) query.to = dayAfter(to);
  return query;
}

/** A range whose end comes before its start: the page says so instead of asking. */
export const rangeIsBackwards = ({ from, to }: AuditView) => Boolean(from && to && from > to);

/** An entry's detail (JSON text) as "key: value" pairs; anything else as it is. */
export function detailWords(detail: string | null): string {
  if (!detail) return '';
  try {
    const parsed = JSON.parse(detail) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.entries(parsed as Record<string, unknown>)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ');
    }
  } catch {
    // Not JSON: shown as stored.
  }
  return detail;
}
