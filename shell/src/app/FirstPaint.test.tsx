import { MemoryRouter } from '@studyhub/shared-testing';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAV_LINKS } from '../common/nav-links.ts';
import { FirstPaint } from './FirstPaint.tsx';

/**
 * The tree the build renders at a route (build/first-paint.ts, under a static router there). Its
 * markup and class names are checked against the built CSS in e2e/tests/first-paint.spec.ts.
 */
function firstPaintAt(location: string) {
  return render(
    <MemoryRouter initialEntries={[location]}>
      <FirstPaint />
    </MemoryRouter>,
  ).container;
}

const currentLinks = (root: HTMLElement) => [...root.querySelectorAll('a[aria-current="page"]')].map((link) => link.getAttribute('href'));

describe('FirstPaint', () => {
  it('has the skip link, the main navigation for a visitor and the main landmark it skips to', () => {
    const root = firstPaintAt('/');
    expect(root.querySelector('a[href="#main"]')?.textContent).toBe('Skip to content');
    const nav = root.querySelector('header nav[aria-label="Main"]')!;
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/', ...NAV_LINKS.map((link) => link.to), '/admin']),
    );
    expect(nav.querySelector('a[href="/admin"]')?.textContent).toBe('Admin Login');
    expect(root.querySelector('main#main')?.getAttribute('tabindex')).toBe('-1');
  });

  it('marks the current section as NavLink does, in the bar and in the small-screen menu', () => {
    expect(currentLinks(firstPaintAt('/notes'))).toEqual(['/notes', '/notes']);
    expect(currentLinks(firstPaintAt('/notes/first-paint'))).toEqual(['/notes', '/notes']);
    expect(currentLinks(firstPaintAt('/'))).toEqual([]);
    expect(currentLinks(firstPaintAt('/blog/first-paint'))).toEqual([]);
  });

  it('shows a remote page’s loading state in main, named after its section', () => {
    expect(firstPaintAt('/').querySelector('main [role="status"]')?.textContent).toBe('Loading Home…');
    expect(firstPaintAt('/notes').querySelector('main [role="status"]')?.textContent).toBe('Loading Handwritten Notes…');
    expect(firstPaintAt('/admin').querySelector('main [role="status"]')?.textContent).toBe('Loading Admin…');
  });

  it('renders the shell’s own pages as they are: the search form, not found', () => {
    expect(firstPaintAt('/search').querySelector('main form[role="search"] input[name="q"]')).not.toBeNull();
    expect(firstPaintAt('/no/such/page').querySelector('main h1')?.textContent).toBe('Page not found');
  });

  it('keeps the small-screen menu closed and the search suggestions hidden', () => {
    const root = firstPaintAt('/');
    expect(root.querySelector('button[aria-expanded="false"]')?.textContent).toBe('Open menu');
    expect(root.querySelector('[role="listbox"]')?.closest('[hidden]')).not.toBeNull();
  });
});
