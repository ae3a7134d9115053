import { BLOG_CATEGORIES, BLOG_LIST_DEFAULTS, type BlogPageQuery, type BlogSort } from '@studyhub/shared-api';

/** The "All" pill is a filter, not a category (decision 0014); the API reads it as no filter. */
export const ALL_CATEGORIES = BLOG_LIST_DEFAULTS.category;
export const CATEGORY_FILTERS: readonly string[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

export type SortOrder = BlogSort;
export const DEFAULT_SORT: SortOrder = BLOG_LIST_DEFAULTS.sort;
export const SORT_OPTIONS: readonly { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'az', label: 'A-Z' },
  { value: 'za', label: 'Z-A' },
];

export const isSortOrder = (value: string): value is SortOrder => SORT_OPTIONS.some((option) => option.value === value);

/** What the listing shows; it lives in the URL (`/?q=&category=&sort=`) so a view can be shared. */
export interface ListingState {
  search: string;
  category: string;
  sort: SortOrder;
}

export const DEFAULT_LISTING: ListingState = { search: '', category: ALL_CATEGORIES, sort: DEFAULT_SORT };

/**
 * Reads the listing from a URL's query. Whatever a hand-edited link holds, the page shows a valid
 * view: an unknown category or sort falls back to its default rather than an error.
 */
export function parseListing(params: URLSearchParams): ListingState {
  const wanted = (params.get('category') ?? '').toLowerCase();
  const category = CATEGORY_FILTERS.find((option) => option.toLowerCase() === wanted) ?? ALL_CATEGORIES;
  const sort = params.get('sort') ?? '';
  return { search: (params.get('q') ?? '').trim(), category, sort: isSortOrder(sort) ? sort : DEFAULT_SORT };
}

/** The listing as a URL query, defaults left out so the plain home page stays `/`. */
export function listingParams({ search, category, sort }: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search.trim());
  if (category !== ALL_CATEGORIES) params.set('category', category);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  return params;
}

/**
 * The API query of the listing's first page, defaults left out: the default view is `{}`, the
 * very request the shell makes at start, so the home page reads it from the store's cache.
 */
export function pageQuery({ search, category, sort }: ListingState): BlogPageQuery {
  return Object.fromEntries(listingParams({ search, category, sort })) as BlogPageQuery;
}

/** "No resources found" when empty, otherwise "Showing N resource(s)" (N: every match, not only those loaded). */
export function resultCountLabel(count: number): string {
  if (count === 0) return 'No resources found';
  return `Showing ${count.toLocaleString('en-US')} ${count === 1 ? 'resource' : 'resources'}`;
}

export { loadedLabel } from '../../../common/post-cards/loaded-label.ts';
