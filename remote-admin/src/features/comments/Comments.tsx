import { apiErrorMessage, useGetAdminCommentsQuery, type Comment } from '@studyhub/shared-api';
import { Button, CheckIcon, DataTable, FilterPills, formatShortDate, IconButton, Spinner, TrashIcon, type DataTableColumn } from '@studyhub/shared-ui';
import { useState } from 'react';
import { AdminPage } from '../../common/AdminPage.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { failureText, useErrorToast } from '../../common/use-error-toast.ts';
import styles from './Comments.module.css';
import { useCommentActions } from './use-comment-actions.ts';

type Filter = 'approved' | 'not-approved';

const FILTERS = [
  { value: 'approved', label: 'Approved' },
  { value: 'not-approved', label: 'Not Approved' },
] as const;

const blogTitle = (comment: Comment) => (typeof comment.blog === 'string' ? 'Unknown blog' : comment.blog.title);

export default function Comments() {
  // The moderation queue first (docs/product.md#comments-moderation).
  const [filter, setFilter] = useState<Filter>('not-approved');
  const { data: comments, error, isLoading, isFetching, refetch } = useGetAdminCommentsQuery();
  const failure = failureText(error, (failed) => `An error occurred while fetching comments: ${apiErrorMessage(failed)}`);
  useErrorToast(error, failure, 'admin-comments-error');
  const { approve, remove, isBusy, dialog } = useCommentActions();

  const approved = filter === 'approved';
  const shown = comments?.filter((comment) => comment.isApproved === approved) ?? [];

  const columns: DataTableColumn<Comment>[] = [
    {
      key: 'comment',
      header: 'Blog Title & Comment',
      rowHeader: true,
      cell: (comment) => (
        <span className={styles.comment}>
          <span className={styles.blog}>{blogTitle(comment)}</span>
          <span className={styles.meta}>{comment.name}</span>
          <span className={styles.text}>{comment.content}</span>
        </span>
      ),
    },
    { key: 'date', header: 'Date', cell: (comment) => <time dateTime={comment.createdAt}>{formatShortDate(comment.createdAt)}</time> },
    {
      key: 'action',
      header: 'Action',
      cell: (comment) => (
        <span className={styles.actions}>
          {!comment.isApproved && (
            <Button size="sm" variant="secondary" icon={<CheckIcon />} onClick={() => void approve(comment)} disabled={isBusy(comment)} aria-label={`Approve comment by ${comment.name}`}>
              Approve
            </Button>
          )}
          <IconButton size="sm" variant="danger" label={`Delete comment by ${comment.name}`} icon={<TrashIcon />} onClick={() => void remove(comment)} disabled={isBusy(comment)} />
        </span>
      ),
    },
  ];

  return (
    <AdminPage title="Comments" actions={<FilterPills label="Show comments" options={FILTERS} value={filter} onChange={(value) => setFilter(value as Filter)} />}>
      {isLoading && <Spinner size="lg" label="Loading comments…" />}
      {!comments && failure && (
        <LoadFailed title="The comments could not be loaded" hint={failure} onRetry={() => void refetch()} retrying={isFetching} />
      )}
      {comments && (
        <DataTable
          caption={approved ? 'Approved comments' : 'Comments awaiting approval'}
          columns={columns}
          rows={shown}
          rowKey={(comment) => comment._id}
          empty={approved ? 'No approved comments yet' : 'No comments are waiting for approval'}
        />
      )}
      {dialog}
    </AdminPage>
  );
}
