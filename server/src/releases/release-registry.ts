import {
  type AppReleaseState,
  type PublicAppReleases,
  RELEASE_APPS,
  RELEASE_MESSAGES,
  RELEASE_VERSION_PATTERN,
  type ReleaseApp,
  type ReleaseManifest,
} from '@studyhub/shared-api/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import type { AppDatabase } from '../db/client.ts';
import { releaseActivations, releaseCanaries, releaseReportCounts, releases } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { type ActivationKind, activeOf, rollbackPlan } from './release-history.ts';
import { parseReleaseManifest } from './release-manifest.ts';
import { appReleaseState, keptOf, publicAppReleases, type RegistrySnapshot, releaseOf, unfitReasons } from './release-state.ts';
import { canaryHealth, type Reader, readSnapshot } from './registry-reads.ts';
import { createReleaseReports } from './release-reports.ts';

export { CANARY_RULE_ACTOR } from './release-reports.ts';

/** Who changes the registry: the owner through the API (with the request's address), or a command (no account). */
export interface ReleaseChanger {
  actor?: { id: string };
  address?: string;
}

/** Commands (`npm run release`, `npm start`) act as no account: the audit log names them so. */
export const RELEASE_COMMAND_ACTOR: AuditActor = { system: 'Release command' };

/** A change's answer: the words every surface shows, and the app's state after it. */
export interface ReleaseChange {
  message: string;
  state: AppReleaseState;
}

/** One app's version, as `activate` names it. */
export interface AppVersion {
  app: ReleaseApp;
  version: string;
}

export interface Registered {
  manifest: ReleaseManifest;
  /** False when this version was registered already (nothing changed). */
  isNew: boolean;
  activated: boolean;
}

const versionPattern = new RegExp(RELEASE_VERSION_PATTERN);

/** The app named by a command (the routes' schemas check it themselves); 400 otherwise. */
export function parseApp(value: string): ReleaseApp {
  if ((RELEASE_APPS as readonly string[]).includes(value)) return value as ReleaseApp;
  throw new HttpError(400, `Unknown app: ${value} (one of ${RELEASE_APPS.join(', ')})`);
}

export function parseVersion(value: string): string {
  if (versionPattern.test(value)) return value;
  throw new HttpError(400, `Not a release version: ${value} (12 lowercase hex digits)`);
}

export function parsePercent(value: number): number {
  if (Number.isInteger(value) && value >= 1 && value <= 99) return value;
  throw new HttpError(400, 'percent must be a whole number from 1 to 99');
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;

/**
 * The release registry (issue 38, docs/decisions/0087). Each change is one transaction that first
 * locks release_generation's row, so changes are judged one after the other on what the last one
 * left; a refusal throws (an HttpError, 4xx) and changes nothing. Each change is audited in its
 * transaction and calls `onChange` listeners after the commit, before it is acknowledged; the
 * migration's triggers NOTIFY the other processes and advance the generation they check.
 */
export function createReleaseRegistry(db: AppDatabase) {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  const reports = createReleaseReports(db, changed);

  async function change<T>(work: (tx: AppDatabase, snapshot: RegistrySnapshot) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT generation FROM release_generation FOR UPDATE`);
      return work(tx as unknown as AppDatabase, await readSnapshot(tx));
    });
    changed();
    return result;
  }

  async function stateOf(reader: Reader, app: ReleaseApp, snapshot?: RegistrySnapshot): Promise<AppReleaseState> {
    const current = snapshot ?? (await readSnapshot(reader));
    const registry = current[app];
    const health = registry.canary ? await canaryHealth(reader, app, registry.canary, activeOf(registry.history)) : undefined;
    return appReleaseState(current, app, health);
  }

  /** The registered release, or the 404 every surface words alike. */
  function known(snapshot: RegistrySnapshot, app: ReleaseApp, version: string): ReleaseManifest {
    const release = releaseOf(snapshot[app], version);
    if (!release || !keptOf(snapshot[app]).has(version)) throw new HttpError(404, RELEASE_MESSAGES.unknownVersion(app, version));
    return release;
  }

  function assertFits(snapshot: RegistrySnapshot, release: ReleaseManifest): void {
    const reasons = unfitReasons(snapshot, release);
    if (reasons.length > 0) throw new HttpError(409, RELEASE_MESSAGES.unfit(release.app, release.version, reasons));
  }

  /**
   * Makes each release active in `tx`, then checks each against the registry as it is with all of
   * them active: a shell and its remotes built for a new React fit each other, not the old ones.
   */
  async function activateAll(tx: AppDatabase, chosen: ReleaseManifest[], kind: ActivationKind, by: ReleaseChanger): Promise<RegistrySnapshot> {
    for (const { app, version } of chosen) {
      await activation(tx, app, version, kind, by);
      // A canary made active for everyone is no longer a canary.
      await tx.delete(releaseCanaries).where(and(eq(releaseCanaries.app, app), eq(releaseCanaries.version, version)));
    }
    const after = await readSnapshot(tx);
    for (const release of chosen) assertFits(after, release);
    const detail: Record<string, string> = {};
    if (kind === 'auto') detail.registered = 'new';
    if (chosen.length > 1) detail.together = chosen.map(({ app, version }) => `${app} ${version}`).join(', ');
    for (const { app, version } of chosen) await audit(tx, by, 'release.activated', app, { version, ...detail });
    return after;
  }

  async function activation(tx: AppDatabase, app: ReleaseApp, version: string, kind: ActivationKind, by: ReleaseChanger): Promise<void> {
    await tx.insert(releaseActivations).values({ app, version, kind, actorId: by.actor?.id ?? null });
  }

  const audit = (tx: AppDatabase, by: ReleaseChanger, action: string, app: ReleaseApp, detail: Record<string, string | number>) =>
    recordAudit(tx, { actor: by.actor ?? RELEASE_COMMAND_ACTOR, action, target: { type: 'release', id: app }, detail, address: by.address });

  /** Registry rows of versions past RELEASES_KEPT that nothing points at (their history and counts go with them). */
  async function dropUnkept(tx: AppDatabase, app: ReleaseApp): Promise<string[]> {
    const snapshot = await readSnapshot(tx);
    const kept = [...keptOf(snapshot[app])];
    const unkept = snapshot[app].releases.map((release) => release.manifest.version).filter((version) => !kept.includes(version));
    if (unkept.length === 0) return [];
    await tx.delete(releases).where(and(eq(releases.app, app), inArray(releases.version, unkept)));
    await tx.delete(releaseReportCounts).where(and(eq(releaseReportCounts.app, app), inArray(releaseReportCounts.version, unkept)));
    return unkept;
  }

  const registry = {
    /** Called after every committed change (the public cache drops its answer). */
    onChange(listener: () => void): void {
      listeners.add(listener);
    },

    /**
     * Registers versions' `release.json` (idempotent: a known version changes nothing), then drops
     * the registry rows nothing keeps. With `activateIfNew` (`npm start`), the versions registered
     * now are also activated together, under `activate`'s fit rule: if one does not fit, nothing is
     * registered.
     */
    registerAll: (values: unknown[], { activateIfNew = false, by = {} }: { activateIfNew?: boolean; by?: ReleaseChanger } = {}): Promise<Registered[]> => {
      const manifests = values.map(parseReleaseManifest);
      return change(async (tx, snapshot) => {
        const fresh = manifests.filter((manifest, index) => !releaseOf(snapshot[manifest.app], manifest.version) && manifests.findIndex((other) => other.app === manifest.app && other.version === manifest.version) === index);
        for (const manifest of fresh) await tx.insert(releases).values({ app: manifest.app, version: manifest.version, manifest });
        const activated = activateIfNew ? fresh : [];
        if (activated.length > 0) await activateAll(tx, activated, 'auto', by);
        for (const app of new Set(fresh.map((manifest) => manifest.app))) await dropUnkept(tx, app);
        return manifests.map((manifest) => ({ manifest, isNew: fresh.includes(manifest), activated: activated.includes(manifest) }));
      });
    },

    register: async (value: unknown, options: { activateIfNew?: boolean; by?: ReleaseChanger } = {}): Promise<Registered> => (await registry.registerAll([value], options))[0]!,

    /**
     * Makes the versions active together, each checked for fit against the registry with all of
     * them active (a React major: the shell and its remotes at once); one refusal refuses them all.
     */
    activateTogether: (targets: AppVersion[], by: ReleaseChanger = {}): Promise<ReleaseChange[]> =>
      change(async (tx, snapshot) => {
        if (targets.length === 0 || new Set(targets.map(({ app }) => app)).size !== targets.length) throw new HttpError(400, RELEASE_MESSAGES.eachAppOnce);
        const chosen = targets.map(({ app, version }) => {
          const release = known(snapshot, app, version);
          if (activeOf(snapshot[app].history) === version) throw new HttpError(409, RELEASE_MESSAGES.alreadyActive(app, version));
          return release;
        });
        const after = await activateAll(tx, chosen, 'activate', by);
        const changes = [];
        for (const { app, version } of chosen) changes.push({ message: RELEASE_MESSAGES.activated(app, version), state: await stateOf(tx, app, after) });
        return changes;
      }),

    activate: async (app: ReleaseApp, version: string, by: ReleaseChanger = {}): Promise<ReleaseChange> => (await registry.activateTogether([{ app, version }], by))[0]!,

    /**
     * Back to the version active before the current one. Not checked for fit: it is the way out of
     * a bad deploy and ran beside the others before; a shell skips a remote version it cannot host.
     */
    rollback: (app: ReleaseApp, by: ReleaseChanger = {}): Promise<ReleaseChange> =>
      change(async (tx, snapshot) => {
        const plan = rollbackPlan(snapshot[app].history);
        if (!plan) throw new HttpError(409, RELEASE_MESSAGES.noPrevious(app));
        const from = activeOf(snapshot[app].history)!;
        await tx.update(releaseActivations).set({ rolledBack: true }).where(inArray(releaseActivations.id, plan.undo));
        await activation(tx, app, plan.to, 'rollback', by);
        await tx.delete(releaseCanaries).where(and(eq(releaseCanaries.app, app), eq(releaseCanaries.version, plan.to)));
        await audit(tx, by, 'release.rolled_back', app, { from, version: plan.to });
        return { message: RELEASE_MESSAGES.rolledBack(app, plan.to), state: await stateOf(tx, app) };
      }),

    /** Starts the app's canary, or changes its version or percent (a new version starts its counts afresh). */
    startCanary: (app: ReleaseApp, version: string, percent: number, by: ReleaseChanger = {}): Promise<ReleaseChange> => {
      if (app === 'shell') return Promise.reject(new HttpError(400, RELEASE_MESSAGES.shellCanary));
      parsePercent(percent);
      return change(async (tx, snapshot) => {
        const release = known(snapshot, app, version);
        if (activeOf(snapshot[app].history) === version) throw new HttpError(409, RELEASE_MESSAGES.alreadyActive(app, version));
        assertFits(snapshot, release);
        await tx
          .insert(releaseCanaries)
          .values({ app, version, percent })
          .onConflictDoUpdate({
            target: releaseCanaries.app,
            set: { version, percent, startedAt: sql`CASE WHEN ${releaseCanaries.version} = excluded.version THEN ${releaseCanaries.startedAt} ELSE now() END` },
          });
        await audit(tx, by, 'release.canary_started', app, { version, percent });
        return { message: RELEASE_MESSAGES.canaryStarted(app, version, percent), state: await stateOf(tx, app) };
      });
    },

    stopCanary: (app: ReleaseApp, by: ReleaseChanger = {}): Promise<ReleaseChange> =>
      change(async (tx, snapshot) => {
        const canary = snapshot[app].canary;
        if (!canary) throw new HttpError(409, RELEASE_MESSAGES.noCanary(app));
        await tx.delete(releaseCanaries).where(eq(releaseCanaries.app, app));
        await audit(tx, by, 'release.canary_stopped', app, { version: canary.version });
        return { message: RELEASE_MESSAGES.canaryStopped(app), state: await stateOf(tx, app) };
      }),

    /** The canary becomes the active version for everyone (checked for fit again: the shell may have changed since). */
    promote: (app: ReleaseApp, by: ReleaseChanger = {}): Promise<ReleaseChange> =>
      change(async (tx, snapshot) => {
        const canary = snapshot[app].canary;
        if (!canary) throw new HttpError(409, RELEASE_MESSAGES.noCanary(app));
        assertFits(snapshot, known(snapshot, app, canary.version));
        await activation(tx, app, canary.version, 'promote', by);
        await tx.delete(releaseCanaries).where(eq(releaseCanaries.app, app));
        await audit(tx, by, 'release.promoted', app, { version: canary.version, percent: canary.percent });
        return { message: RELEASE_MESSAGES.promoted(app, canary.version), state: await stateOf(tx, app) };
      }),

    /** Every app's state, for the owner's Releases page and `list`. */
    async adminState(): Promise<AppReleaseState[]> {
      const snapshot = await readSnapshot(db);
      return Promise.all(RELEASE_APPS.map((app) => stateOf(db, app, snapshot)));
    },

    appState: (app: ReleaseApp): Promise<AppReleaseState> => stateOf(db, app),

    /** `GET /api/releases`'s apps: every app ever activated or canaried. */
    async publicState(): Promise<Record<string, PublicAppReleases>> {
      const snapshot = await readSnapshot(db);
      return Object.fromEntries(RELEASE_APPS.flatMap((app) => {
        const state = publicAppReleases(snapshot[app]);
        return state ? [[app, state] as const] : [];
      }));
    },

    /** The versions kept (the store keeps their folders; the rest may go), newest registered first. */
    async keptVersions(app: ReleaseApp): Promise<string[]> {
      const snapshot = await readSnapshot(db);
      const kept = keptOf(snapshot[app]);
      return snapshot[app].releases.map((release) => release.manifest.version).filter((version) => kept.has(version));
    },

    /** Drops registry rows past RELEASES_KEPT that nothing points at; returns their versions. */
    dropUnkept: (app: ReleaseApp): Promise<string[]> => change((tx) => dropUnkept(tx, app)),

    /** A browser's report of a remote version's load or failure (release-reports.ts). */
    report: reports.report,
  };

  return registry;
}
