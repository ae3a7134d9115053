import type { RuntimeConfig } from '@studyhub/shared-api';
import { matchPath } from '@studyhub/shared-api';
import type { RemoteRoute } from './remote-route.ts';

/** The part of a remote's `mf-manifest.json` (written beside its entry) that lists a page's files. */
interface Manifest {
  exposes?: { name: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[] } } }[];
}

/**
 * In the file name of a share's wrapper, which the page's module imports before anything else.
 * The federation plugin's own name, not an API: scripts/federation-internals.test.ts checks it.
 */
export const LOAD_SHARE_TAG = '__loadShare__';

/**
 * Starts downloading the current route's remote while React boots: its entry, and, from the
 * manifest beside it, every file the page's module needs. Without this the browser discovers
 * them one import at a time, a chain of round trips. Any failure here only costs the head start.
 */
export function preloadRouteRemote(config: RuntimeConfig, routes: readonly RemoteRoute[], pathname: string): void {
  const route = routes.find((candidate) => matchPath(candidate.path, pathname));
  const entry = route && config.remotes[route.remote];
  if (!entry) return;
  addPreload('modulepreload', entry);
  void fetch(new URL('mf-manifest.json', entry))
    .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : undefined))
    .then((manifest) => {
      const expose = manifest?.exposes?.find((candidate) => candidate.name === route.module);
      if (!expose) return;
      const { js, css } = expose.assets;
      // Async files are share fallbacks the page may never load, except the share wrappers.
      const scripts = [...js.sync, ...js.async.filter((file) => file.includes(LOAD_SHARE_TAG))];
      for (const file of scripts) addPreload('modulepreload', new URL(file, entry).href);
      for (const file of css.sync) addPreload('preload', new URL(file, entry).href, 'style');
    })
    .catch(() => undefined);
}

function addPreload(rel: 'modulepreload' | 'preload', href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  // The federation runtime and Vite's preload helper request scripts and stylesheets with
  // `crossorigin`; a preload without it is a different request, so the browser fetches twice.
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
