import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from './audit-log.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Prunes the audit log once when the app is ready and then once a day. Every instance runs it: the delete is
 * one range over the (at, id) index and deleting what another instance deleted changes nothing.
 */
export async function startAuditPruner({ audit, log, intervalMs = DAY_MS }: { audit: AuditLog; log: FastifyBaseLogger; intervalMs?: number }) {
  const prune = () =>
    audit.prune().then(
      (pruned) => {
        if (pruned > 0) log.info({ pruned }, 'audit: pruned entries past the retention');
      },
      (error: unknown) => log.error({ err: error }, 'audit: pruning failed'),
    );
  // The first one awaited, so it never runs into a database being closed by a short-lived app.
  await prune();
  const timer = setInterval(() => void prune(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
