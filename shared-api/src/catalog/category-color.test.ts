import { describe, expect, it } from 'vitest';
import { categoryColor, categoryLabel, complexityColor } from './category-color.ts';

describe('categoryColor (docs/product.md#badge-colours)', () => {
  it.each([
    ['Technology', 'blue'],
    ['TECH', 'blue'],
    ['Biotech News', 'blue'],
    ['Mathematics', 'green'],
    ['Computer Science', 'green'],
    ['finance', 'amber'],
    ['Business', 'amber'],
    ['CSE', 'purple'],
    ['COD', 'purple'],
    ['Elective', 'purple'],
    ['Other', 'purple'],
    ['Startup', 'purple'],
    ['', 'purple'],
    [null, 'purple'],
    [undefined, 'purple'],
  ])('%s → %s', (category, colour) => {
    expect(categoryColor(category)).toBe(colour);
  });

  it('applies the rules in order: tech wins over science, science over business', () => {
    expect(categoryColor('Tech Science')).toBe('blue');
    expect(categoryColor('Business Math')).toBe('green');
  });
});

describe('complexityColor (docs/product.md#badge-colours)', () => {
  it.each([
    ['Easy', 'green'],
    ['medium', 'orange'],
    ['HARD', 'red'],
    ['Varied', 'blue'],
    [undefined, 'blue'],
  ])('%s → %s', (complexity, colour) => {
    expect(complexityColor(complexity)).toBe(colour);
  });
});

describe('categoryLabel', () => {
  it('reads a category trimmed, and none as "Uncategorized"', () => {
    expect([' Tech ', 'Math', '', '  ', null, undefined].map(categoryLabel)).toEqual(['Tech', 'Math', 'Uncategorized', 'Uncategorized', 'Uncategorized', 'Uncategorized']);
  });
});
