/** Categories an admin can choose; the listing's "All" pill is a filter, not a category. */
export const BLOG_CATEGORIES = ['CSE', 'COD', 'Elective', 'Other'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
