import { expect, it } from 'vitest';
import { SITE_PAGES } from '../shared-api/src/catalog/app-manifest.ts';
import { lighthouseRoutes } from './lighthouse-pages.ts';

it('scores every remote page a visitor opens, a post at the given id, and not the site search', () => {
  const routes = lighthouseRoutes('b 1');
  expect(routes).toEqual(expect.arrayContaining(['/', '/blog/b%201', '/notes', '/notes/cse220', '/admin']));
  const withHeading = SITE_PAGES.filter((page) => page.app !== 'shell' && page.heading !== undefined).map((page) => page.at);
  expect(routes.filter((route) => route !== '/blog/b%201')).toEqual(withHeading);
  expect(routes.some((route) => route.startsWith('/search') || route.startsWith('/preview/'))).toBe(false);
});
