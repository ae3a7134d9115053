import { APP_MANIFEST, REMOTE_PAGES } from './app-manifest.ts';

/**
 * The path patterns the shell routes (the remotes' pages, then its own such as /search), for a
 * server that cannot import the shell: whatever matches none of them is the app's not-found
 * page, and its host answers 404 (docs/decisions/0038). A shell test keeps the two lists equal.
 */
export const SITE_ROUTE_PATTERNS: readonly string[] = [
  ...REMOTE_PAGES.map((page) => page.path),
  ...APP_MANIFEST.apps.filter((app) => app.remote === undefined).flatMap((app) => app.pages.map((page) => page.path)),
];

export type SiteRoutePattern = string;

export interface SiteRouteMatch {
  pattern: SiteRoutePattern;
  /** The decoded `:id` segment, for the patterns that have one. */
  id?: string;
}

/** A path as the router reads it: one trailing slash dropped (`/notes/` is `/notes`), the root kept. */
export function sitePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/**
 * The route a path (no query) belongs to, as React Router would pick it: one trailing slash is
 * ignored, `/admin/*` takes `/admin` and everything below it, a malformed escape matches nothing.
 */
export function matchSiteRoute(pathname: string): SiteRouteMatch | undefined {
  const trimmed = sitePath(pathname);
  if (trimmed === '/admin' || trimmed.startsWith('/admin/')) return { pattern: '/admin/*' };
  for (const pattern of SITE_ROUTE_PATTERNS) {
    if (!pattern.includes(':')) {
      if (pattern === trimmed) return { pattern };
      continue;
    }
    const prefix = pattern.slice(0, pattern.indexOf(':'));
    const rest = trimmed.startsWith(prefix) ? trimmed.slice(prefix.length) : '';
    if (rest === '' || rest.includes('/')) continue;
    const id = decodeOrUndefined(rest);
    return id === undefined ? undefined : { pattern, id };
  }
  return undefined;
}

function decodeOrUndefined(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
