import type { Comment } from '@studyhub/shared-api';
import { Button, CheckIcon, DataTable, formatShortDate, IconButton, TrashIcon, type DataTableColumn } from '@studyhub/shared-ui';
import styles from './Comments.module.css';
import { useCommentActions } from './use-comment-actions.ts';

const blogTitle = (comment: Comment) => (typeof comment.blog === 'string' ? 'Unknown blog' : comment.blog.title);

interface Props {
  caption: string;
  comments: readonly Comment[];
  empty: string;
}

/** "Blog Title & Comment", Date, Action (docs/product.md#comments-moderation), with approve and delete. */
export function CommentTable({ caption, comments, empty }: Props) {
  const { approve, remove, isBusy, dialog } = useCommentActions();
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
    <>
      <DataTable caption={caption} columns={columns} rows={comments} rowKey={(comment) => comment._id} empty={empty} />
      {dialog}
    </>
  );
}
