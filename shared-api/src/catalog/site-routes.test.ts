import { expect, it } from 'vitest';
import { matchSiteRoute } from './site-routes.ts';

it('matches fixed pages, with or without one trailing slash', () => {
  expect(matchSiteRoute('/')).toEqual({ pattern: '/' });
  expect(matchSiteRoute('/notes')).toEqual({ pattern: '/notes' });
  expect(matchSiteRoute('/notes/')).toEqual({ pattern: '/notes' });
  expect(matchSiteRoute('/search')).toEqual({ pattern: '/search' });
});

it('matches pages with an id, decoded', () => {
  expect(matchSiteRoute('/notes/cse220')).toEqual({ pattern: '/notes/:id', id: 'cse220' });
  expect(matchSiteRoute('/blog/a%20b')).toEqual({ pattern: '/blog/:id', id: 'a b' });
});

it('gives the admin app everything below /admin', () => {
  for (const path of ['/admin', '/admin/', '/admin/addBlog', '/admin/a/b']) expect(matchSiteRoute(path)).toEqual({ pattern: '/admin/*' });
});

it('matches nothing else', () => {
  for (const path of ['/nope', '/blog', '/blog/', '/blog/a/b', '/notes/x/y', '/administrator', '/blog/%E0%A4%A']) {
    expect(matchSiteRoute(path), path).toBeUndefined();
  }
});
