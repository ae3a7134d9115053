/** Categories an admin can choose; the listing's "All" pill is a filter, not a category. */
export const BLOG_CATEGORIES = ['CSE', 'COD', 'Elective', 'Other'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The listing's orders (docs/decisions/0031): by date either way, or by title (case-insensitive, code-point order). */
export const BLOG_SORTS = ['newest', 'oldest', 'az', 'za'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

/**
 * What the listing shows for a parameter a request leaves out (docs/decisions/0031): newest first,
 * every category. `category` is the filter that names none ("All", read case-insensitively); the
 * client leaves defaults out of its URLs and requests, so the plain home page asks for `{}`.
 */
export const BLOG_LIST_DEFAULTS: { readonly sort: BlogSort; readonly category: string } = { sort: 'newest', category: 'All' };

/** One page of the listing: cards per page by default and at most. */
export const BLOG_PAGE_SIZE = { default: 24, max: 48 } as const;

/** The admin's Blog Lists (docs/decisions/0072): every blog, the published ones or the drafts. */
export const ADMIN_BLOG_STATUSES = ['all', 'published', 'draft'] as const;
export type AdminBlogStatus = (typeof ADMIN_BLOG_STATUSES)[number];

/** What Blog Lists shows for a parameter a request leaves out: every blog, newest first. */
export const ADMIN_BLOG_LIST_DEFAULTS: { readonly status: AdminBlogStatus; readonly sort: BlogSort } = { status: 'all', sort: 'newest' };

/** The admin's comment moderation: the queue (not approved yet), the approved ones, or both. */
export const ADMIN_COMMENT_STATUSES = ['pending', 'approved', 'all'] as const;
export type AdminCommentStatus = (typeof ADMIN_COMMENT_STATUSES)[number];

/** Comments are moderated by date, either way. */
export const ADMIN_COMMENT_SORTS = ['newest', 'oldest'] as const;
export type AdminCommentSort = (typeof ADMIN_COMMENT_SORTS)[number];

/** What moderation shows for a parameter a request leaves out: the queue first (docs/product.md#comments-moderation), newest first. */
export const ADMIN_COMMENT_LIST_DEFAULTS: { readonly status: AdminCommentStatus; readonly sort: AdminCommentSort } = { status: 'pending', sort: 'newest' };

/** Rows of one page of an admin list: by default and at most. */
export const ADMIN_PAGE_SIZE = { default: 25, max: 100 } as const;

/** An admin list counts its matches up to this many; past it the answer says `totalCapped` (docs/decisions/0072). */
export const ADMIN_TOTAL_CAP = 1000;

/** Blogs one site search answers: by default and at most. */
export const SEARCH_PAGE_SIZE = { default: 10, max: 20 } as const;

/** The site search counts matching blogs up to this many; past it the answer says `totalCapped` (docs/decisions/0040). */
export const SEARCH_TOTAL_CAP = 100;

/** Kinds of built-in resource the site search finds, in the order the results page groups them. */
export const RESOURCE_KINDS = ['course', 'questions', 'playlist', 'lab', 'combination'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
