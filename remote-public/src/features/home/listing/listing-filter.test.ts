import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, CATEGORY_FILTERS, DEFAULT_SORT, filterBlogs, isSortOrder, resultCountLabel, SORT_OPTIONS, type ListingState } from './listing-filter.ts';

const blog = (title: string, category: string, createdAt: string) => ({ title, category, createdAt });
const BLOGS = [
  blog('Graphs and Trees', 'CSE', '2026-03-01T10:00:00.000Z'),
  blog('apple pipelines', 'COD', '2026-01-15T10:00:00.000Z'),
  blog('Zebra Electives', 'Elective', '2026-02-20T10:00:00.000Z'),
  blog('Study Plan', 'Other', '2025-12-31T23:59:59.000Z'),
  blog('Caches', 'cse', '2026-03-02T10:00:00.000Z'),
];
const state = (overrides: Partial<ListingState> = {}): ListingState => ({ search: '', category: ALL_CATEGORIES, sort: DEFAULT_SORT, ...overrides });
const titles = (list: { title: string }[]) => list.map((item) => item.title);

describe('listing constants (SPEC §2, §9)', () => {
  it('offers the pills All, CSE, COD, Elective, Other and the four sorts, newest by default', () => {
    expect(CATEGORY_FILTERS).toEqual(['All', 'CSE', 'COD', 'Elective', 'Other']);
    expect(SORT_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      ['newest', 'Newest'],
      ['oldest', 'Oldest'],
      ['az', 'A-Z'],
      ['za', 'Z-A'],
    ]);
    expect(DEFAULT_SORT).toBe('newest');
    expect(isSortOrder('za')).toBe(true);
    expect(isSortOrder('popular')).toBe(false);
  });
});

describe('filterBlogs (SPEC §5)', () => {
  it('keeps everything for All with a blank or whitespace search', () => {
    expect(filterBlogs(BLOGS, state())).toHaveLength(5);
    expect(filterBlogs(BLOGS, state({ search: '   ' }))).toHaveLength(5);
  });

  it('matches the trimmed search in the title, case-insensitively', () => {
    expect(titles(filterBlogs(BLOGS, state({ search: '  GRAPHS ' })))).toEqual(['Graphs and Trees']);
    expect(titles(filterBlogs(BLOGS, state({ search: 'Pipe' })))).toEqual(['apple pipelines']);
  });

  it('matches the search in the category too', () => {
    expect(titles(filterBlogs(BLOGS, state({ search: 'elect' })))).toEqual(['Zebra Electives']);
    expect(titles(filterBlogs(BLOGS, state({ search: 'other' })))).toEqual(['Study Plan']);
    expect(titles(filterBlogs(BLOGS, state({ search: 'cse' })))).toEqual(['Caches', 'Graphs and Trees']);
  });

  it('does not match text that appears only elsewhere', () => {
    expect(filterBlogs(BLOGS, state({ search: 'nothing like this' }))).toEqual([]);
  });

  it('keeps a category exactly (not as a substring), case-insensitively', () => {
    expect(titles(filterBlogs(BLOGS, state({ category: 'CSE' })))).toEqual(['Caches', 'Graphs and Trees']);
    expect(titles(filterBlogs(BLOGS, state({ category: 'Other' })))).toEqual(['Study Plan']);
    expect(filterBlogs([blog('x', 'CSE-extra', '2026-01-01')], state({ category: 'CSE' }))).toEqual([]);
  });

  it('applies search and category together', () => {
    expect(titles(filterBlogs(BLOGS, state({ search: 'caches', category: 'CSE' })))).toEqual(['Caches']);
    expect(filterBlogs(BLOGS, state({ search: 'caches', category: 'COD' }))).toEqual([]);
  });

  it('sorts newest first, oldest first, A-Z and Z-A', () => {
    expect(titles(filterBlogs(BLOGS, state({ sort: 'newest' })))).toEqual(['Caches', 'Graphs and Trees', 'Zebra Electives', 'apple pipelines', 'Study Plan']);
    expect(titles(filterBlogs(BLOGS, state({ sort: 'oldest' })))).toEqual(['Study Plan', 'apple pipelines', 'Zebra Electives', 'Graphs and Trees', 'Caches']);
    // localeCompare: lower-case "apple" sorts with the a's, not after "Z" as a code-point sort would.
    expect(titles(filterBlogs(BLOGS, state({ sort: 'az' })))).toEqual(['apple pipelines', 'Caches', 'Graphs and Trees', 'Study Plan', 'Zebra Electives']);
    expect(titles(filterBlogs(BLOGS, state({ sort: 'za' })))).toEqual(['Zebra Electives', 'Study Plan', 'Graphs and Trees', 'Caches', 'apple pipelines']);
  });

  it('returns a new array and leaves the cached list in its order', () => {
    const input = Object.freeze([...BLOGS]);
    const result = filterBlogs(input, state({ sort: 'az' }));
    expect(result).not.toBe(input);
    expect(titles([...input])).toEqual(titles(BLOGS));
  });

  it('keeps blogs with an unparsable date, sorted as the oldest', () => {
    const list = [blog('Broken date', 'CSE', 'not a date'), ...BLOGS];
    expect(titles(filterBlogs(list, state({ sort: 'newest' }))).at(-1)).toBe('Broken date');
  });
});

describe('resultCountLabel (SPEC §2)', () => {
  it('says No resources found, then Showing N resource(s) with the singular at 1', () => {
    expect(resultCountLabel(0)).toBe('No resources found');
    expect(resultCountLabel(1)).toBe('Showing 1 resource');
    expect(resultCountLabel(2)).toBe('Showing 2 resources');
    expect(resultCountLabel(21)).toBe('Showing 21 resources');
  });
});
