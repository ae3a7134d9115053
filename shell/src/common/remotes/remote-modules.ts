import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { CONTRACT_VERSION, type RemoteName, type RuntimeConfig, STORE_SLICES } from '@studyhub/shared-api';
import { providedShareVersions, startFederationHost } from './federation-host.ts';
import type { RemoteChoice } from './pick-release.ts';
import { preloadRouteRemote } from './preload-route-remote.ts';
import { chooseAgain, choiceOf, chooseRemotes } from './remote-choices.ts';
import type { RemoteRoute } from './remote-route.ts';
import { embeddedReleaseApps, fetchReleaseApps, type ReleaseApps } from './release-registry.ts';
import { reportRelease, startReleaseReports } from './release-reports.ts';

// The one file that knows pages come from Module Federation. The single-bundle build
// (bench/single-bundle) replaces it with direct imports; everything around it stays the same.

let connected: Promise<void> = Promise.resolve();

function register(remote: string, entry: string, force = false): void {
  registerRemotes([{ name: remote, entry, type: 'module' }], { force });
}

/** The same entry under a URL the browser has not seen fail. */
function fresh(entry: string, tag: string | number): string {
  const url = new URL(entry);
  url.searchParams.set('retry', String(tag));
  return url.href;
}

/**
 * Chooses each remote's version from the registry in the page (else the API's; else the runtime
 * config's entries as they are), starts fetching the current page's one and registers them.
 */
export function connectRemotes(config: RuntimeConfig, routes: readonly RemoteRoute[], pathname: string): void {
  startReleaseReports(config.apiBaseUrl);
  const provides = { shares: providedShareVersions(), contract: CONTRACT_VERSION, storeSlices: [...STORE_SLICES] };
  const choose = (apps: ReleaseApps | undefined) => {
    const entries: RuntimeConfig['remotes'] = {};
    for (const [remote, choice] of chooseRemotes(config, apps, provides)) if ('entry' in choice) entries[remote] = choice.entry;
    preloadRouteRemote({ ...config, remotes: entries }, routes, pathname);
    return entries;
  };
  const embedded = embeddedReleaseApps();
  // Vite's dev servers serve no versions (`/_v/`), whatever the API's registry says.
  const entries = embedded ? choose(embedded) : import.meta.env.DEV ? choose(undefined) : undefined;
  startFederationHost();
  connected = (entries ? Promise.resolve(entries) : fetchReleaseApps(config.apiBaseUrl).then(choose)).then((chosen) => {
    for (const [remote, entry] of Object.entries(chosen)) register(remote, entry);
  });
}

async function load<T>(remote: RemoteName, module: string, choice: RemoteChoice): Promise<T | null> {
  // No version fits this shell: the error panel, never an unfit remote.
  if ('unavailable' in choice) throw new Error(choice.unavailable);
  try {
    const loaded = await loadRemote<T>(`${remote}/${module}`);
    if (loaded) reportRelease(remote, choice.version, 'loaded');
    return loaded;
  } catch (error) {
    reportRelease(remote, choice.version, 'load-failed');
    throw error;
  }
}

/**
 * After a failure the runtime and the browser may both remember the broken entry, so a retry
 * registers the remote again (`force` drops the runtime's cache) under a fresh URL. A first failure
 * is first retried silently with the version the registry names now (decision 0087).
 */
export async function importRemoteModule<T>(remote: RemoteName, module: string, failureCount: number): Promise<T | null> {
  await connected;
  const choice = choiceOf(remote);
  if (!choice) throw new Error(`${remote} is not configured in runtime-config.json`);
  if (failureCount > 0 && 'entry' in choice) register(remote, fresh(choice.entry, failureCount), true);
  try {
    return await load<T>(remote, module, choice);
  } catch (error) {
    const again = failureCount === 0 ? await chooseAgain(remote) : undefined;
    if (!again) throw error;
    if ('entry' in again) register(remote, 'entry' in choice && again.entry === choice.entry ? fresh(again.entry, 'recovery') : again.entry, true);
    return load<T>(remote, module, again);
  }
}
