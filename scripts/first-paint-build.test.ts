import { SITE_ROUTE_PATTERNS } from '@studyhub/shared-api/catalog';
import { describe, expect, it } from 'vitest';
import { pathForPattern, withRootMarkup } from '../build/first-paint.ts';

describe('the first-paint build (build/first-paint.ts)', () => {
  it('renders every route pattern at a path the pattern matches', () => {
    expect(SITE_ROUTE_PATTERNS.map(pathForPattern)).toEqual(
      SITE_ROUTE_PATTERNS.map((pattern) => pattern.replace('/*', '').replace(/:\w+/, 'first-paint')),
    );
    expect(pathForPattern('/')).toBe('/');
    expect(pathForPattern('/admin/*')).toBe('/admin');
    expect(pathForPattern('*')).toBe('/first-paint-not-found');
  });

  it('puts the markup inside the empty root element and refuses an index.html without one', () => {
    expect(withRootMarkup('<body><div id="root"></div></body>', '<main></main>')).toBe('<body><div id="root"><main></main></div></body>');
    expect(() => withRootMarkup('<body><div id="app"></div></body>', '<main></main>')).toThrow(/root/);
  });
});
