import { SITE_ROUTE_PATTERNS } from '@studyhub/shared-api/catalog';
import { expect, it } from 'vitest';
import { SEARCH_PATH } from '../features/site-search/search-path.ts';
import { ROUTES } from './routes.ts';

// The shell's static host answers 404 for paths outside SITE_ROUTE_PATTERNS. Both come from the
// app manifest, but the shell's own pages are also routed by hand (SEARCH_PATH): one missing from
// the manifest would be served as not found.
it('routes exactly the paths the static host knows', () => {
  const routed = [...ROUTES.map((route) => route.path), SEARCH_PATH];
  expect([...routed].sort()).toEqual([...SITE_ROUTE_PATTERNS].sort());
});
