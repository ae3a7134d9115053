import { satisfy } from '@module-federation/runtime-core';
import { canaryBucket, RELEASE_PATH_PREFIX, releaseUnfitReasons, type ReleaseApp, type ReleaseProvides, type RemoteName } from '@studyhub/shared-api';
import type { ReleaseApps } from './release-registry.ts';

/** Where a remote's pages come from in this tab: an entry (with its version when the registry named one), or why none can be loaded. */
export type RemoteChoice = { entry: string; version?: string } | { unavailable: string };

/** The registry's name of a remote: `remote_public` → `remote-public`. */
export const releaseAppOf = (remote: RemoteName) => remote.replace('_', '-') as ReleaseApp;

/**
 * The version of `remote` this browser loads: the canary when its bucket is below the canary's
 * percent, else the active version; one that does not fit this shell gives way to the next earlier
 * one that does. No version registered: the host's own entry (dev, a plain static host). Versions
 * registered but none fits: none, never the host's active one blindly (two Reacts, a store without
 * the slices it reads).
 */
export function chooseRemote(remote: RemoteName, entry: string, apps: ReleaseApps | undefined, visitor: string, provides: ReleaseProvides): RemoteChoice {
  const app = releaseAppOf(remote);
  const releases = apps?.[app];
  if (!releases) return { entry };
  const { active, canary, earlier } = releases;
  const candidates = [canary && canaryBucket(visitor, app) < canary.percent ? canary : null, active, ...earlier].filter((ref) => ref !== null);
  if (candidates.length === 0) return { entry };
  const unfit: string[] = [];
  for (const { version, needs } of candidates) {
    const reasons = needs ? releaseUnfitReasons(needs, provides, satisfy) : ['it names no needs'];
    // Resolved against the entry's folder, so a host behind a path prefix keeps it.
    if (reasons.length === 0) return { entry: new URL(`${RELEASE_PATH_PREFIX.slice(1)}${version}/remoteEntry.js`, entry).href, version };
    unfit.push(`${version}: ${reasons.join('; ')}`);
  }
  return { unavailable: `No release of ${app} fits this shell (${unfit.join(' | ')})` };
}
