import { describe, expect, it } from 'vitest';
import { COURSE_PAGE_PATHS, STATIC_PAGES, staticPageHead } from './site-pages.ts';

describe('site pages', () => {
  it('names every fixed page and every course page', () => {
    expect(staticPageHead('/notes')).toBe(STATIC_PAGES['/notes']);
    expect(COURSE_PAGE_PATHS).toHaveLength(27);
    expect(staticPageHead('/notes/cse220')).toMatchObject({ title: 'CSE220: Data Structures', breadcrumbs: [{ path: '/' }, { path: '/notes' }, { path: '/notes/cse220' }] });
  });

  it('knows nothing of other paths, malformed ones included', () => {
    for (const path of ['/blog/1', '/notes/cse999', '/notes/%E0%A4%A', '/admin', '/nope']) expect(staticPageHead(path)).toBeUndefined();
  });
});
