import { apiErrorMessage, useGetCommentsQuery } from '@studyhub/shared-api';
import { Avatar, formatLongDate, fromNow, Spinner, toast } from '@studyhub/shared-ui';
import { useEffect } from 'react';
import styles from './BlogDetail.module.css';
import { CommentForm } from './CommentForm.tsx';

/** Approved comments, newest first as the server sends them, and the form for a new one. */
export function CommentsSection({ blogId, canComment }: { blogId: string; canComment: boolean }) {
  const { data: comments, error, isLoading } = useGetCommentsQuery(blogId);

  useEffect(() => {
    if (error) toast.error(apiErrorMessage(error), { id: 'comments-error' });
  }, [error]);

  return (
    <section id="comments" className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.sectionTitle}>
        Comments{comments ? ` (${comments.length})` : ''}
      </h2>
      {isLoading && <Spinner label="Loading comments…" />}
      {comments?.length === 0 && <p className={styles.muted}>No comments yet. Be the first to share your thoughts.</p>}
      {comments && comments.length > 0 && (
        <ul className={styles.commentList}>
          {comments.map((comment) => (
            <li key={comment._id} className={styles.comment}>
              <Avatar name={comment.name} size="sm" decorative />
              <div className={styles.commentBody}>
                <p className={styles.commentHead}>
                  <strong>{comment.name}</strong>
                  <time dateTime={comment.createdAt} title={formatLongDate(comment.createdAt)} className={styles.muted}>
                    {fromNow(comment.createdAt)}
                  </time>
                </p>
                <p className={styles.commentText}>{comment.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canComment && <CommentForm blogId={blogId} />}
    </section>
  );
}
