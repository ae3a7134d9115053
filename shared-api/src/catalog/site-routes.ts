/**
 * The path patterns the shell routes (shell/src/app/routes.ts plus its own /search page), for a
 * server that cannot import the shell: whatever matches none of them is the app's not-found
 * page, and its host answers 404 (docs/decisions/0038). A shell test keeps the two lists equal.
 */
export const SITE_ROUTE_PATTERNS = [
  '/',
  '/blog/:id',
  '/course-combination',
  '/notes',
  '/notes/:id',
  '/questions',
  '/videos',
  '/lab',
  '/admin/*',
  '/search',
] as const;

export type SiteRoutePattern = (typeof SITE_ROUTE_PATTERNS)[number];

export interface SiteRouteMatch {
  pattern: SiteRoutePattern;
  /** The decoded `:id` segment, for the patterns that have one. */
  id?: string;
}

/**
 * The route a path (no query) belongs to, as React Router would pick it: one trailing slash is
 * ignored, `/admin/*` takes `/admin` and everything below it, a malformed escape matches nothing.
 */
export function matchSiteRoute(pathname: string): SiteRouteMatch | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
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
