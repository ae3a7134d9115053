import { renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

afterEach(() => {
  document.title = '';
});

it('names the tab "<title> · StudyHub" and follows the title as it changes', () => {
  const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Home' } });
  expect(document.title).toBe('Home · StudyHub');
  rerender({ title: 'Binary Trees' });
  expect(document.title).toBe('Binary Trees · StudyHub');
});

it('leaves the title alone while the page has none yet', () => {
  document.title = 'Resource · StudyHub';
  renderHook(() => useDocumentTitle(undefined));
  expect(document.title).toBe('Resource · StudyHub');
});
