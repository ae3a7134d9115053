import {
  type AppReleaseState,
  type AutoRollback,
  type PublicAppReleases,
  RELEASE_APPS,
  type ReleaseApp,
  type ReleaseCanary,
  type ReleaseManifest,
  type ReleaseRef,
  RELEASES_KEPT,
} from '@studyhub/shared-api/contract';
import { type Activation, activeOf, earlierVersions, rollbackPlan } from './release-history.ts';
import { remoteUnfitReasons, shellUnfitReasons } from './release-fit.ts';

// The registry's answers, computed from one consistent read of its tables (registry-reads.ts).

export interface Registered {
  manifest: ReleaseManifest;
  registeredAt: Date;
}

export interface AppRegistry {
  /** Newest registered first. */
  releases: Registered[];
  /** Newest first. */
  history: Activation[];
  canary: { version: string; percent: number; startedAt: Date } | null;
  lastAutoRollback: AutoRollback | null;
}

export type RegistrySnapshot = Record<ReleaseApp, AppRegistry>;

export const emptyAppRegistry = (): AppRegistry => ({ releases: [], history: [], canary: null, lastAutoRollback: null });

export function releaseOf(registry: AppRegistry, version: string | null | undefined): ReleaseManifest | undefined {
  return version ? registry.releases.find((release) => release.manifest.version === version)?.manifest : undefined;
}

/** The rollback target, if any. */
export const previousOf = (registry: AppRegistry): string | null => rollbackPlan(registry.history)?.to ?? null;

/** The versions kept: the RELEASES_KEPT newest registered, and whatever the registry points at (active, canary, rollback target). */
export function keptOf(registry: AppRegistry): Set<string> {
  const kept = new Set(registry.releases.slice(0, RELEASES_KEPT).map((release) => release.manifest.version));
  for (const version of [activeOf(registry.history), registry.canary?.version, previousOf(registry)]) if (version) kept.add(version);
  return kept;
}

/** The active shell's release; undefined when no shell is active (then remotes are not checked: nothing to check them against). */
export const activeShell = (snapshot: RegistrySnapshot): ReleaseManifest | undefined => releaseOf(snapshot.shell, activeOf(snapshot.shell.history));

/** The remotes' active releases. */
export const activeRemotes = (snapshot: RegistrySnapshot): ReleaseManifest[] =>
  RELEASE_APPS.filter((app) => app !== 'shell').flatMap((app) => releaseOf(snapshot[app], activeOf(snapshot[app].history)) ?? []);

/** Why `release` cannot be activated (or, for a remote, be the canary) beside the other apps' active versions. */
export function unfitReasons(snapshot: RegistrySnapshot, release: ReleaseManifest): string[] {
  if (release.app === 'shell') return shellUnfitReasons(release, activeRemotes(snapshot));
  // With no shell release registered and active, there is nothing to check a remote against: it is
  // taken as fitting (a first deploy registers the remotes before, or without, a shell release).
  const shell = activeShell(snapshot);
  return shell ? remoteUnfitReasons(release, shell) : [];
}

const refOf = ({ version, needs, provides }: ReleaseManifest): ReleaseRef => ({ version, ...(needs && { needs }), ...(provides && { provides }) });

/** What a browser needs to pick the app's version; undefined for an app never activated nor canaried. */
export function publicAppReleases(registry: AppRegistry): PublicAppReleases | undefined {
  const active = releaseOf(registry, activeOf(registry.history));
  const canary = registry.canary && releaseOf(registry, registry.canary.version);
  if (!active && !canary) return undefined;
  const kept = keptOf(registry);
  const earlier = earlierVersions(registry.history).filter((version) => kept.has(version));
  return {
    active: active ? refOf(active) : null,
    canary: canary ? { ...refOf(canary), percent: registry.canary!.percent } : null,
    earlier: earlier.flatMap((version) => {
      const release = releaseOf(registry, version);
      return release ? [refOf(release)] : [];
    }),
  };
}

/** One app on the owner's Releases page; `health` is the canary rule's window counts, read beside the snapshot. */
export function appReleaseState(snapshot: RegistrySnapshot, app: ReleaseApp, health: ReleaseCanary['health'] | undefined): AppReleaseState {
  const registry = snapshot[app];
  const kept = keptOf(registry);
  const noHealth = { loads: 0, failures: 0 };
  return {
    app,
    active: activeOf(registry.history),
    previous: previousOf(registry),
    canary: registry.canary && {
      version: registry.canary.version,
      percent: registry.canary.percent,
      startedAt: registry.canary.startedAt.toISOString(),
      health: health ?? { canary: noHealth, active: noHealth },
    },
    releases: registry.releases
      .filter((release) => kept.has(release.manifest.version))
      .map(({ manifest, registeredAt }) => {
        const reasons = unfitReasons(snapshot, manifest);
        return { ...manifest, registeredAt: registeredAt.toISOString(), fits: reasons.length === 0, unfitReasons: reasons };
      }),
    lastAutoRollback: registry.lastAutoRollback,
  };
}
