import { FIRST_LISTING_PAGE } from '@studyhub/shared-api';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_FILTERS,
  DEFAULT_LISTING,
  DEFAULT_SORT,
  isSortOrder,
  listingParams,
  loadedLabel,
  pageQuery,
  parseListing,
  resultCountLabel,
  SORT_OPTIONS,
} from './listing-state.ts';

const parse = (query: string) => parseListing(new URLSearchParams(query));

describe('listing constants (decision 0014)', () => {
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

describe('the listing in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_LISTING);
  });

  it('reads search, category and sort; the search trimmed, the category in its own spelling', () => {
    expect(parse('q=%20graphs%20&category=cse&sort=za')).toEqual({ search: 'graphs', category: 'CSE', sort: 'za' });
  });

  it('falls back to defaults for values it does not know', () => {
    expect(parse('category=Robotics&sort=popular&q=%20%20')).toEqual(DEFAULT_LISTING);
  });

  it('writes only what differs from the defaults', () => {
    expect(listingParams(DEFAULT_LISTING).toString()).toBe('');
    expect(listingParams({ search: ' a&b ', category: 'COD', sort: 'oldest' }).toString()).toBe('q=a%26b&category=COD&sort=oldest');
  });

  it('round-trips every view', () => {
    for (const category of CATEGORY_FILTERS) {
      for (const { value: sort } of SORT_OPTIONS) {
        for (const search of ['', 'graphs', 'C++ & "quotes" #1 ?x=y', 'résumé 学习']) {
          const state = { search, category, sort };
          expect(parseListing(new URLSearchParams(listingParams(state).toString()))).toEqual(state);
        }
      }
    }
  });

  it('asks the API for the default view exactly as the shell does at start, so one cache entry serves both', () => {
    expect(pageQuery(DEFAULT_LISTING)).toEqual(FIRST_LISTING_PAGE);
    expect(pageQuery({ search: 'x', category: 'Other', sort: 'az' })).toEqual({ q: 'x', category: 'Other', sort: 'az' });
  });
});

describe('labels (decision 0014)', () => {
  it('says No resources found, then Showing N resource(s) with the singular at 1', () => {
    expect(resultCountLabel(0)).toBe('No resources found');
    expect(resultCountLabel(1)).toBe('Showing 1 resource');
    expect(resultCountLabel(2)).toBe('Showing 2 resources');
    expect(resultCountLabel(100000)).toBe('Showing 100,000 resources');
  });

  it('says how far through the matches the page is', () => {
    expect(loadedLabel(24, 1000)).toBe('24 of 1,000 shown');
  });
});
