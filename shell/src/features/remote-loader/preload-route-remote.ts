import type { RuntimeConfig } from '@studyhub/shared-api';
import { matchPath } from 'react-router-dom';
import type { RemoteRoute } from './remote-route.ts';

/**
 * Starts downloading the current route's remote entry while React boots, so federation adds a
 * parallel request instead of a waterfall step.
 */
export function preloadRouteRemote(config: RuntimeConfig, routes: readonly RemoteRoute[], pathname: string): void {
  const route = routes.find((candidate) => matchPath(candidate.path, pathname));
  const entry = route && config.remotes[route.remote];
  if (!entry) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = entry;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
