import { expect, it } from 'vitest';
import { blogPath, coursePath } from './page-paths.ts';
import { matchSiteRoute } from './site-routes.ts';

it('writes a post’s and a course’s address with the id encoded, which the router reads back', () => {
  expect(blogPath('b1')).toBe('/blog/b1');
  expect(blogPath('a b/c?d')).toBe('/blog/a%20b%2Fc%3Fd');
  expect(matchSiteRoute(blogPath('a b/c?d'))).toEqual({ pattern: '/blog/:id', id: 'a b/c?d' });
  expect(coursePath('cse220')).toBe('/notes/cse220');
  expect(matchSiteRoute(coursePath('x#y'))).toEqual({ pattern: '/notes/:id', id: 'x#y' });
});
