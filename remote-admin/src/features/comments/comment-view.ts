import { type AdminCommentPageQuery, type AdminCommentSort, type AdminCommentStatus } from '@studyhub/shared-api';
import { ADMIN_COMMENT_LIST_DEFAULTS, ADMIN_COMMENT_SORTS, ADMIN_COMMENT_STATUSES } from '@studyhub/shared-api/admin';
import { type AdminListView } from '../../common/api/index.ts';
import { oneOf, type ViewCodec } from '../../common/paged-list/use-list-view.ts';

/** What the moderation page shows (docs/product.md#comments-moderation); it lives in the URL: `/admin/Comments?status=&q=&sort=`. */
export interface CommentView {
  search: string;
  status: AdminCommentStatus;
  sort: AdminCommentSort;
}

export const DEFAULT_VIEW: CommentView = { search: '', ...ADMIN_COMMENT_LIST_DEFAULTS };

export const STATUS_FILTERS: readonly { value: AdminCommentStatus; label: string }[] = [
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Not Approved' },
  { value: 'all', label: 'All' },
];
export const SORT_OPTIONS: readonly { value: AdminCommentSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
];

export const commentCodec: ViewCodec<CommentView> = {
  parse: (params) => ({
    search: (params.get('q') ?? '').trim(),
    status: oneOf(params.get('status'), ADMIN_COMMENT_STATUSES, DEFAULT_VIEW.status),
    sort: oneOf(params.get('sort'), ADMIN_COMMENT_SORTS, DEFAULT_VIEW.sort),
  }),
  toParams: ({ search, status, sort }) => {
    const params = new URLSearchParams();
    if (search.trim()) params.set('q', search.trim());
    if (status !== DEFAULT_VIEW.status) params.set('status', status);
    if (sort !== DEFAULT_VIEW.sort) params.set('sort', sort);
    return params;
  },
};

/** The API query of the view's pages: the same parameters, so the queue asks for `{}`. */
export const commentPageQuery = (view: CommentView): AdminListView<AdminCommentPageQuery> =>
  Object.fromEntries(commentCodec.toParams(view)) as AdminListView<AdminCommentPageQuery>;

const CAPTIONS: Record<AdminCommentStatus, string> = { pending: 'Comments awaiting approval', approved: 'Approved comments', all: 'All comments' };
const EMPTY: Record<AdminCommentStatus, string> = { pending: 'No comments are waiting for approval', approved: 'No approved comments yet', all: 'No comments yet' };

export const captionOf = ({ status }: CommentView) => CAPTIONS[status];
export const emptyOf = ({ status, search }: CommentView) => (search ? 'No comments match this search' : EMPTY[status]);
