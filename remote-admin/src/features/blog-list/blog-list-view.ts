import { BLOG_CATEGORIES, BLOG_SORTS, type AdminBlogPageQuery, type AdminBlogStatus, type BlogCategory, type BlogSort } from '@studyhub/shared-api';
import { ADMIN_BLOG_LIST_DEFAULTS, ADMIN_BLOG_STATUSES } from '@studyhub/shared-api/admin';
import { type AdminListView } from '../../common/api/index.ts';
import { oneOf, type ViewCodec } from '../../common/paged-list/use-list-view.ts';

/** "All" is a filter, not a category. */
export const ALL = '';

/** What Blog Lists shows (docs/product.md#blog-lists); it lives in the URL: `/admin/listBlog?q=&status=&category=&sort=`. */
export interface BlogListView {
  search: string;
  status: AdminBlogStatus;
  category: BlogCategory | typeof ALL;
  sort: BlogSort;
}

export const DEFAULT_VIEW: BlogListView = { search: '', category: ALL, ...ADMIN_BLOG_LIST_DEFAULTS };

export const STATUS_OPTIONS: readonly { value: AdminBlogStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];
export const CATEGORY_OPTIONS: readonly { value: string; label: string }[] = [{ value: ALL, label: 'All categories' }, ...BLOG_CATEGORIES.map((category) => ({ value: category, label: category }))];
export const SORT_OPTIONS: readonly { value: BlogSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'az', label: 'A-Z' },
  { value: 'za', label: 'Z-A' },
];

/** Whatever a hand-edited link holds, the page shows a valid view: unknown values fall back to the defaults. */
export const blogListCodec: ViewCodec<BlogListView> = {
  parse: (params) => ({
    search: (params.get('q') ?? '').trim(),
    status: oneOf(params.get('status'), ADMIN_BLOG_STATUSES, DEFAULT_VIEW.status),
    category: oneOf<BlogCategory | typeof ALL>(params.get('category'), BLOG_CATEGORIES, ALL),
    sort: oneOf(params.get('sort'), BLOG_SORTS, DEFAULT_VIEW.sort),
  }),
  toParams: ({ search, status, category, sort }) => {
    const params = new URLSearchParams();
    if (search.trim()) params.set('q', search.trim());
    if (status !== DEFAULT_VIEW.status) params.set('status', status);
    if (category !== ALL) params.set('category', category);
    if (sort !== DEFAULT_VIEW.sort) params.set('sort', sort);
    return params;
  },
};

/** The API query of the view's pages: the same parameters, so the default view asks for `{}`. */
export const blogPageQuery = (view: BlogListView): AdminListView<AdminBlogPageQuery> =>
  Object.fromEntries(blogListCodec.toParams(view)) as AdminListView<AdminBlogPageQuery>;

/** The table's caption: what the rows are. */
export function captionOf({ status }: BlogListView): string {
  return status === 'published' ? 'Published blogs' : status === 'draft' ? 'Draft blogs' : 'All blogs';
}

export const isFiltered = (view: BlogListView) => view.search !== '' || view.status !== DEFAULT_VIEW.status || view.category !== ALL;
