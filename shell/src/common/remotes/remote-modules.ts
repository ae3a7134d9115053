import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName, RuntimeConfig } from '@studyhub/shared-api';
import { preloadRouteRemote } from './preload-route-remote.ts';
import type { RemoteRoute } from './remote-route.ts';
import { startFederationHost } from './federation-host.ts';

// The one file that knows pages come from Module Federation. The single-bundle build
// (bench/single-bundle) replaces it with direct imports; everything around it stays the same.

let entries: RuntimeConfig['remotes'] = {};

/** Registers the remotes of the deploy-time config and starts fetching the current page's one. */
export function connectRemotes(config: RuntimeConfig, routes: readonly RemoteRoute[], pathname: string): void {
  preloadRouteRemote(config, routes, pathname);
  startFederationHost();
  entries = config.remotes;
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry, type: 'module' as const })));
}

/**
 * After a failure the runtime and the browser may both remember the broken entry, so a retry
 * registers the remote again (`force` drops the runtime's cache) under a fresh URL.
 */
export function importRemoteModule<T>(remote: RemoteName, module: string, failureCount: number): Promise<T | null> {
  const entry = entries[remote];
  if (!entry) throw new Error(`${remote} is not configured in runtime-config.json`);
  if (failureCount > 0) {
    const url = new URL(entry);
    url.searchParams.set('retry', String(failureCount));
    registerRemotes([{ name: remote, entry: url.href, type: 'module' }], { force: true });
  }
  return loadRemote<T>(`${remote}/${module}`);
}
