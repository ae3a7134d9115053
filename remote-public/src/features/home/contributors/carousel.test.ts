import { describe, expect, it } from 'vitest';
import { CONTRIBUTORS_PER_PAGE, nextStart, previousStart, showsArrows, visiblePage } from './carousel.ts';

describe('contributor carousel (docs/product.md#contributors)', () => {
  it('shows two at a time, with arrows only for more than two', () => {
    expect(CONTRIBUTORS_PER_PAGE).toBe(2);
    expect(showsArrows(0)).toBe(false);
    expect(showsArrows(2)).toBe(false);
    expect(showsArrows(3)).toBe(true);
  });

  it('next advances by 2 and wraps to the start', () => {
    expect(nextStart(0, 3)).toBe(2);
    expect(nextStart(2, 3)).toBe(0);
    expect(nextStart(0, 4)).toBe(2);
    expect(nextStart(2, 4)).toBe(0);
    expect(nextStart(2, 5)).toBe(4);
    expect(nextStart(4, 5)).toBe(0);
    expect(nextStart(0, 2)).toBe(0);
    expect(nextStart(0, 0)).toBe(0);
  });

  it('previous goes back by 2 and wraps to max(0, count − 2)', () => {
    expect(previousStart(0, 3)).toBe(1);
    expect(previousStart(1, 3)).toBe(1);
    expect(previousStart(2, 3)).toBe(0);
    expect(previousStart(0, 5)).toBe(3);
    expect(previousStart(4, 5)).toBe(2);
    expect(previousStart(0, 1)).toBe(0);
    expect(previousStart(0, 0)).toBe(0);
  });

  it('walks the three contributors of the site forwards and backwards', () => {
    const people = ['A', 'B', 'C'];
    let start = 0;
    const pages: string[][] = [];
    for (let step = 0; step < 3; step += 1) {
      pages.push(visiblePage(people, start));
      start = nextStart(start, people.length);
    }
    expect(pages).toEqual([['A', 'B'], ['C'], ['A', 'B']]);
    start = previousStart(0, people.length);
    expect(visiblePage(people, start)).toEqual(['B', 'C']);
  });
});
