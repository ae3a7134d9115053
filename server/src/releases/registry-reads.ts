import { CANARY_ROLLBACK_RULE, RELEASE_APPS, type ReleaseApp, type ReleaseCanary, type ReleaseManifest } from '@studyhub/shared-api/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AppDatabase, rowsOf } from '../db/client.ts';
import { releaseActivations, releaseAutoRollbacks, releaseCanaries, releaseReportCounts, releases } from '../db/schema.ts';
import type { Health } from './canary-rule.ts';
import type { ActivationKind } from './release-history.ts';
import { emptyAppRegistry, type RegistrySnapshot } from './release-state.ts';

/** Anything that reads: the database or a transaction. */
export type Reader = Pick<AppDatabase, 'select' | 'execute'>;

/** The whole registry (a few dozen rows): each answer is computed from one read of it. */
export async function readSnapshot(db: Reader): Promise<RegistrySnapshot> {
  const snapshot = Object.fromEntries(RELEASE_APPS.map((app) => [app, emptyAppRegistry()])) as RegistrySnapshot;
  // One after the other: inside a transaction they share one connection.
  const released = await db.select().from(releases).orderBy(desc(releases.registeredAt), desc(releases.version));
  const activations = await db.select().from(releaseActivations).orderBy(desc(releaseActivations.id));
  const canaries = await db.select().from(releaseCanaries);
  const autoRollbacks = await db.select().from(releaseAutoRollbacks);
  for (const row of released) snapshot[row.app as ReleaseApp]?.releases.push({ manifest: row.manifest as ReleaseManifest, registeredAt: row.registeredAt });
  for (const row of activations) snapshot[row.app as ReleaseApp]?.history.push({ id: row.id, version: row.version, kind: row.kind as ActivationKind, rolledBack: row.rolledBack });
  for (const row of canaries) {
    const registry = snapshot[row.app as ReleaseApp];
    if (registry) registry.canary = { version: row.version, percent: row.percent, startedAt: row.startedAt };
  }
  for (const row of autoRollbacks) {
    const registry = snapshot[row.app as ReleaseApp];
    if (registry) registry.lastAutoRollback = { version: row.version, at: row.at.toISOString(), reason: row.reason };
  }
  return snapshot;
}

/**
 * Reports counted in the rule's window, per version. Counts are kept per minute, so the window is
 * rounded out to whole minutes (the minute it began in counts whole); a canary's counts start at
 * the minute it started, so a version canaried again is not judged by its earlier run.
 */
export async function readHealth(db: Reader, app: ReleaseApp, versions: readonly string[], since?: Date): Promise<Map<string, Health>> {
  const health = new Map<string, Health>(versions.map((version) => [version, { loads: 0, failures: 0 }]));
  if (versions.length === 0) return health;
  const windowStart = sql`date_trunc('minute', now() - ${`${CANARY_ROLLBACK_RULE.windowMs} milliseconds`}::interval)`;
  const start = since ? sql`greatest(${windowStart}, date_trunc('minute', ${since.toISOString()}::timestamptz))` : windowStart;
  const rows = await db
    .select({ version: releaseReportCounts.version, loads: sql<number>`sum(${releaseReportCounts.loads})::int`, failures: sql<number>`sum(${releaseReportCounts.failures})::int` })
    .from(releaseReportCounts)
    .where(and(eq(releaseReportCounts.app, app), inArray(releaseReportCounts.version, [...versions]), sql`${releaseReportCounts.minute} >= ${start}`))
    .groupBy(releaseReportCounts.version);
  for (const row of rows) health.set(row.version, { loads: Number(row.loads), failures: Number(row.failures) });
  return health;
}

/** The canary's and the active version's window counts, as the owner's page shows them. */
export async function canaryHealth(db: Reader, app: ReleaseApp, canary: { version: string; startedAt: Date }, active: string | null): Promise<ReleaseCanary['health']> {
  const canaryCounts = await readHealth(db, app, [canary.version], canary.startedAt);
  const activeCounts = active ? await readHealth(db, app, [active]) : new Map<string, Health>();
  const none = { loads: 0, failures: 0 };
  return { canary: canaryCounts.get(canary.version) ?? none, active: (active && activeCounts.get(active)) || none };
}

/** The registry's generation (migration 0018): one indexed read of a one-row table. */
export async function readReleaseGeneration(db: AppDatabase): Promise<string> {
  const [row] = await rowsOf<{ generation: string | number }>(db, sql`select generation from release_generation`);
  if (!row) throw new Error('release_generation has no row (migration 0018)');
  return String(row.generation);
}

