import { renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { applyPageHead } from './page-head.ts';
import { usePageHead } from './use-page-head.ts';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

afterEach(() => {
  document.title = '';
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
});

it('sets the title, description and canonical link, and follows them as the page changes', () => {
  window.history.replaceState(null, '', '/blog/1?from=home');
  const { rerender } = renderHook((props) => usePageHead(props), { initialProps: { title: 'First', description: 'About the first' } });
  expect(document.title).toBe('First · StudyHub');
  expect(description()).toBe('About the first');
  expect(canonical()).toBe('/blog/1');

  window.history.pushState(null, '', '/blog/2');
  rerender({ title: 'Second', description: 'About the second' });
  expect([document.title, description(), canonical()]).toEqual(['Second · StudyHub', 'About the second', '/blog/2']);
  // One of each, updated in place: never a second description or canonical link.
  expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(2);
});

it('updates the served elements rather than adding its own', () => {
  document.head.innerHTML = '<meta name="description" content="Served"><link rel="canonical" href="https://site.test/">';
  renderHook(() => usePageHead({ title: 'Notes', description: 'Handwritten notes', path: '/notes' }));
  expect(document.head.querySelectorAll('meta, link')).toHaveLength(2);
  expect([description(), canonical()]).toEqual(['Handwritten notes', 'https://site.test/notes']);
});

it("never names the address the page was reached at: the served link's site, else a path (docs/decisions/0079)", () => {
  // The host names the configured site; the browser may have reached it under any other name.
  document.head.innerHTML = '<link rel="canonical" href="https://site.test/blog/1">';
  window.history.replaceState(null, '', '/blog/2');
  applyPageHead({ title: 'Second' });
  expect(canonical()).toBe('https://site.test/blog/2');
  // Served without a site URL (site-relative), or by a dev server that writes no head at all.
  for (const served of ['<link rel="canonical" href="/blog/1">', '']) {
    document.head.innerHTML = served;
    applyPageHead({ title: 'Second' });
    expect(canonical()).toBe('/blog/2');
  }
  expect(canonical()).not.toContain(window.location.host);
});

it('changes nothing while the page has no title yet, and keeps the route’s description when given none', () => {
  applyPageHead({ title: 'Resource', description: 'The route’s own' });
  renderHook(() => usePageHead({ title: undefined, description: 'Too early' }));
  expect([document.title, description()]).toEqual(['Resource · StudyHub', 'The route’s own']);
  renderHook(() => usePageHead({ title: 'Admin Login' }));
  expect([document.title, description()]).toEqual(['Admin Login · StudyHub', 'The route’s own']);
});
