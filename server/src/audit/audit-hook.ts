import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditEntry, AuditLog } from './audit-log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The audit action of a successful write (e.g. `post.publish`), or false for writes not worth
     * an entry (autosaves). Unset: a write judged by the staff table is recorded under its staff
     * action; an `everyRole` write is not recorded.
     */
    audit?: string | false;
  }
  interface FastifyRequest {
    /** What the handler adds to the route's audit entry: the action it took, an id it made, a fact. */
    auditNote?: { action?: string; targetId?: string; detail?: AuditEntry['detail'] };
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The staff action a rule judges by, or undefined for `everyRole`. */
// The rule as auth/staff-access.ts declares it on the route config, so audit/ needs nothing from auth/.
function staffAction(rule: FastifyContextConfig['staff']): string | undefined {
  if (!rule || rule === 'everyRole') return undefined;
  return typeof rule === 'string' ? rule : rule.action;
}

/** The id a route acts on: the handler's note, the path's `:id`, or the body's `id`. */
function targetIdOf(request: FastifyRequest): string | undefined {
  if (request.auditNote?.targetId) return request.auditNote.targetId;
  for (const holder of [request.params, request.body]) {
    const id = (holder as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string' && id.length <= 100) return id;
  }
  return undefined;
}

/** The entry an admin route's answer makes, if any: every 403, and each successful write the table judges. */
export function auditEntryOf(request: FastifyRequest, status: number): AuditEntry | undefined {
  const config = request.routeOptions.config;
  const rule = staffAction(config.staff);
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const targetId = targetIdOf(request);
  if (status === 403) {
    const attempted = request.auditNote?.action ?? (typeof config.audit === 'string' ? config.audit : rule) ?? 'unknown';
    return {
      action: 'access.denied',
      target: targetId === undefined ? undefined : { type: attempted.split('.')[0]!, id: targetId },
      detail: { attempted, route, role: request.staff?.role },
    };
  }
  if (status < 200 || status >= 300 || READS.has(request.method) || config.audit === false) return undefined;
  const action = request.auditNote?.action ?? config.audit ?? rule;
  if (!action) return undefined;
  return {
    action,
    target: targetId === undefined ? undefined : { type: action.split('.')[0]!, id: targetId },
    detail: { route, ...request.auditNote?.detail },
  };
}

/**
 * The admin scope's onSend hook: records each refusal and each successful write of the routes
 * registered inside it, so a new admin route is audited by naming its staff rule (and, for a
 * clearer name, `config.audit`). onSend, not onResponse: the entry is written before the client
 * hears the answer, so whoever sees "done" can already find it. A failed write of the entry is
 * logged and does not turn a change that happened into an error.
 */
export function auditAdminRoutes(audit: AuditLog) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // Sessions that failed the guard (401) have no actor and are not the table's refusals.
    if (!request.staff) return payload;
    const entry = auditEntryOf(request, reply.statusCode);
    if (!entry) return payload;
    try {
      await audit.record({ ...entry, actor: { id: request.staff.id }, address: request.ip });
    } catch (error) {
      request.log.error({ err: error, auditAction: entry.action }, 'audit: could not record an entry');
    }
    return payload;
  };
}
