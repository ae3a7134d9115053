/** Categories an admin can choose; the listing's "All" pill is a filter, not a category. */
export const BLOG_CATEGORIES = ['CSE', 'COD', 'Elective', 'Other'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The listing's orders (docs/decisions/0031): by date either way, or by title (case-insensitive, code-point order). */
export const BLOG_SORTS = ['newest', 'oldest', 'az', 'za'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

/** One page of the listing: cards per page by default and at most. */
export const BLOG_PAGE_SIZE = { default: 24, max: 48 } as const;

/** Blogs one site search answers: by default and at most. */
export const SEARCH_PAGE_SIZE = { default: 10, max: 20 } as const;

/** The site search counts matching blogs up to this many; past it the answer says `totalCapped` (docs/decisions/0040). */
export const SEARCH_TOTAL_CAP = 100;

/** Kinds of built-in resource the site search finds, in the order the results page groups them. */
export const RESOURCE_KINDS = ['course', 'questions', 'playlist', 'lab', 'combination'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
