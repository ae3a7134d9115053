import type { ComponentType } from 'react';

/** What the fake runtime was asked: the entry each remote is registered under, and each load's entry. */
export interface FederationLog {
  registered: Map<string, string>;
  /** `<entry>` or `<entry> (force)`, in order. */
  registrations: string[];
  loads: string[];
  /** Page components by module name; others load as an empty page. */
  pages: Record<string, ComponentType>;
}

export const emptyFederationLog = (): FederationLog => ({ registered: new Map(), registrations: [], loads: [], pages: {} });

/**
 * `@module-federation/runtime` stood in for at the browser's module loader: a load fetches the
 * registered entry for real (the test's host decides whether the version's files are there) and
 * answers the page with the entry it came from. `current` gives the log of the test running (the
 * mocked module outlives a test's module reset).
 */
export function fakeFederationRuntime(current: () => FederationLog) {
  return {
    init: () => undefined,
    registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => {
      const log = current();
      for (const { name, entry } of remotes) {
        log.registered.set(name, entry);
        log.registrations.push(options?.force ? `${entry} (force)` : entry);
      }
    },
    loadRemote: async (id: string) => {
      const log = current();
      const [remote = '', module = ''] = id.split('/');
      const entry = log.registered.get(remote);
      if (!entry) throw new Error(`${remote} is not registered`);
      log.loads.push(entry);
      const response = await fetch(entry);
      if (!response.ok) throw new Error(`Failed to fetch ${entry} (HTTP ${response.status})`);
      return { default: log.pages[module] ?? (() => null), entry };
    },
  };
}
