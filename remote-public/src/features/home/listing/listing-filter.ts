import { BLOG_CATEGORIES, type BlogSummary } from '@studyhub/shared-api';

/** The "All" pill is a filter, not a category (SPEC §2). */
export const ALL_CATEGORIES = 'All';
export const CATEGORY_FILTERS: readonly string[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

export type SortOrder = 'newest' | 'oldest' | 'az' | 'za';
export const DEFAULT_SORT: SortOrder = 'newest';
export const SORT_OPTIONS: readonly { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'az', label: 'A-Z' },
  { value: 'za', label: 'Z-A' },
];

export const isSortOrder = (value: string): value is SortOrder => SORT_OPTIONS.some((option) => option.value === value);

export interface ListingState {
  search: string;
  category: string;
  sort: SortOrder;
}

type Listed = Pick<BlogSummary, 'title' | 'category' | 'createdAt'>;

// An unparsable date sorts as the epoch rather than breaking the comparison.
const time = (blog: Listed) => Date.parse(blog.createdAt) || 0;

const COMPARE: Record<SortOrder, (a: Listed, b: Listed) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  az: (a, b) => a.title.localeCompare(b.title),
  za: (a, b) => b.title.localeCompare(a.title),
};

/**
 * The listing of SPEC §5: a non-blank trimmed search keeps titles or categories containing it,
 * a category other than All keeps that category (both case-insensitive), then the sort.
 * Returns a new array; the input (the store's cache) is never reordered.
 */
export function filterBlogs<T extends Listed>(blogs: readonly T[], { search, category, sort }: ListingState): T[] {
  const term = search.trim().toLowerCase();
  const wanted = category.toLowerCase();
  const kept = blogs.filter(
    (blog) =>
      (term === '' || blog.title.toLowerCase().includes(term) || blog.category.toLowerCase().includes(term)) &&
      (category === ALL_CATEGORIES || blog.category.toLowerCase() === wanted),
  );
  return kept.sort(COMPARE[sort]);
}

/** SPEC §2: "No resources found" when empty, otherwise "Showing N resource(s)". */
export function resultCountLabel(count: number): string {
  if (count === 0) return 'No resources found';
  return `Showing ${count} ${count === 1 ? 'resource' : 'resources'}`;
}
