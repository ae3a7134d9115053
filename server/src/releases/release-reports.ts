import { RELEASE_MESSAGES, type ReleaseApp, type ReleaseReport } from '@studyhub/shared-api/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import type { AppDatabase } from '../db/client.ts';
import { releaseAutoRollbacks, releaseCanaries, releaseReportCounts, releases } from '../db/schema.ts';
import { canaryRollbackReason } from './canary-rule.ts';
import { activeOf } from './release-history.ts';
import { canaryHealth, readSnapshot } from './registry-reads.ts';

// The browsers' reports of remote versions (decision 0087): counted per version and minute, and a
// canary that fails CANARY_ROLLBACK_RULE stopped at once, by whichever instance gets there first.

/** The automatic rollback of a failing canary: nobody's request. */
export const CANARY_RULE_ACTOR: AuditActor = { system: 'Canary rule' };

/** Counts older than this are of no use to the rule (5 minutes) nor to anyone reading the table. */
const REPORT_COUNTS_KEPT_MS = 24 * 60 * 60_000;

/** `changed` is called after the rule stopped a canary, as after any registry change. */
export function createReleaseReports(db: AppDatabase, changed: () => void) {
  /** Applies the rule when `version` is the app's canary; stops it when the rule holds. */
  async function judgeCanary(app: ReleaseApp, version: string): Promise<string | undefined> {
    const snapshot = await readSnapshot(db);
    const canary = snapshot[app].canary;
    if (canary?.version !== version) return undefined;
    const health = await canaryHealth(db, app, canary, activeOf(snapshot[app].history));
    const reason = canaryRollbackReason(health.canary, health.active);
    if (!reason) return undefined;
    const stopped = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT generation FROM release_generation FOR UPDATE`);
      const gone = await tx
        .delete(releaseCanaries)
        .where(and(eq(releaseCanaries.app, app), eq(releaseCanaries.version, version)))
        .returning({ version: releaseCanaries.version });
      if (gone.length === 0) return false;
      await tx
        .insert(releaseAutoRollbacks)
        .values({ app, version, reason })
        .onConflictDoUpdate({ target: releaseAutoRollbacks.app, set: { version, reason, at: sql`now()` } });
      await recordAudit(tx, { actor: CANARY_RULE_ACTOR, action: 'release.auto_rolled_back', target: { type: 'release', id: app }, detail: { version, reason, percent: canary.percent } });
      return true;
    });
    if (!stopped) return undefined;
    changed();
    return RELEASE_MESSAGES.autoRolledBack(app, version, reason);
  }

  /** Once a minute per process: counts past REPORT_COUNTS_KEPT_MS go. */
  let prunedMinute = 0;
  async function pruneOldCounts(): Promise<void> {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute === prunedMinute) return;
    prunedMinute = minute;
    await db.delete(releaseReportCounts).where(sql`${releaseReportCounts.minute} < now() - ${`${REPORT_COUNTS_KEPT_MS} milliseconds`}::interval`);
  }

  return {
    /**
     * Counts a browser's report (a version never registered is ignored: nothing to count it for,
     * and a made-up version cannot add rows); after a failure of the canary, applies
     * CANARY_ROLLBACK_RULE. Returns the automatic rollback's message when it stopped the canary.
     */
    async report({ app, version, outcome }: ReleaseReport): Promise<string | undefined> {
      const failed = outcome !== 'loaded';
      const counted = await db
        .insert(releaseReportCounts)
        .select(
          db
            .select({
              app: sql`${app}`.as('app'),
              version: sql`${version}`.as('version'),
              minute: sql`date_trunc('minute', now())`.as('minute'),
              loads: sql`${failed ? 0 : 1}::int`.as('loads'),
              failures: sql`${failed ? 1 : 0}::int`.as('failures'),
            })
            .from(releases)
            .where(and(eq(releases.app, app), eq(releases.version, version))),
        )
        .onConflictDoUpdate({
          target: [releaseReportCounts.app, releaseReportCounts.version, releaseReportCounts.minute],
          set: { loads: sql`${releaseReportCounts.loads} + excluded.loads`, failures: sql`${releaseReportCounts.failures} + excluded.failures` },
        })
        .returning({ app: releaseReportCounts.app });
      await pruneOldCounts();
      if (counted.length === 0 || !failed) return undefined;
      return judgeCanary(app, version);
    },
  };
}
