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
  expect(canonical()).toBe(`${window.location.origin}/blog/1`);

  window.history.pushState(null, '', '/blog/2');
  rerender({ title: 'Second', description: 'About the second' });
  expect([document.title, description(), canonical()]).toEqual(['Second · StudyHub', 'About the second', `${window.location.origin}/blog/2`]);
  // One of each, updated in place: never a second description or canonical link.
  expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(2);
});

it('updates the served elements rather than adding its own', () => {
  document.head.innerHTML = '<meta name="description" content="Served"><link rel="canonical" href="https://site.test/">';
  renderHook(() => usePageHead({ title: 'Notes', description: 'Handwritten notes', path: '/notes' }));
  expect(document.head.querySelectorAll('meta, link')).toHaveLength(2);
  expect([description(), canonical()]).toEqual(['Handwritten notes', `${window.location.origin}/notes`]);
});

it('changes nothing while the page has no title yet, and keeps the route’s description when given none', () => {
  applyPageHead({ title: 'Resource', description: 'The route’s own' });
  renderHook(() => usePageHead({ title: undefined, description: 'Too early' }));
  expect([document.title, description()]).toEqual(['Resource · StudyHub', 'The route’s own']);
  renderHook(() => usePageHead({ title: 'Admin Login' }));
  expect([document.title, description()]).toEqual(['Admin Login · StudyHub', 'The route’s own']);
});
