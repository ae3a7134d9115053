import { apiErrorMessage, Link, type QueryError, type ReviewQueueRow } from '@studyhub/shared-api';
import { useGetReviewQueueInfiniteQuery, usePublishReviewedMutation, useReturnToAuthorMutation } from '../../common/api/index.ts';
import { Button, DataTable, formatShortDate, toast, type DataTableColumn } from '@studyhub/shared-ui';
import { useMemo, useState } from 'react';
import { editPath } from '../../common/admin-paths.ts';
import { AdminPage } from '../../common/AdminPage.tsx';
import { PagedResults } from '../../common/paged-list/PagedResults.tsx';
import { failureText, useErrorToast } from '../../common/use-error-toast.ts';
import styles from './Review.module.css';
import { REVIEW_TEXTS as TEXTS } from './review-texts.ts';
import { ReturnDialog } from './ReturnDialog.tsx';

const DRAFTS = { one: 'draft', many: 'drafts' };
const FIRST_VIEW = {};

/**
 * "Pending review" (issue 36, docs/decisions/0083): the drafts contributors submitted, oldest first,
 * each to open, publish, or return to its author with a note. Only editors and the owner reach it.
 */
export default function ReviewQueue() {
  const list = useGetReviewQueueInfiniteQuery(FIRST_VIEW);
  const posts = useMemo(() => list.data?.pages.flatMap((page) => page.posts) ?? [], [list.data]);
  const failure = failureText(list.error, (failed) => `${TEXTS.loadFailed}: ${apiErrorMessage(failed)}`);
  useErrorToast(list.error, failure, 'review-queue-error');
  const [publish] = usePublishReviewedMutation();
  const [returnToAuthor, { isLoading: returning }] = useReturnToAuthorMutation();
  const [busy, setBusy] = useState<string>();
  const [returningPost, setReturningPost] = useState<ReviewQueueRow>();

  const publishPost = async (post: ReviewQueueRow) => {
    setBusy(post._id);
    try {
      toast.success(await publish(post._id).unwrap(), { id: 'review-result' });
    } catch (error) {
      toast.error(apiErrorMessage(error as QueryError, 'The post could not be published'), { id: 'review-result' });
    } finally {
      setBusy(undefined);
    }
  };

  const sendBack = async (note: string): Promise<boolean> => {
    if (!returningPost) return false;
    try {
      toast.success(await returnToAuthor({ id: returningPost._id, note }).unwrap(), { id: 'review-result' });
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error as QueryError, 'The draft could not be returned'), { id: 'review-result' });
      return false;
    }
  };

  const columns: DataTableColumn<ReviewQueueRow>[] = [
    { key: 'title', header: 'Title', cell: (post) => post.title, rowHeader: true },
    { key: 'author', header: 'Author', cell: (post) => post.authorName },
    { key: 'submitted', header: 'Submitted', cell: (post) => <time dateTime={post.submittedAt}>{formatShortDate(post.submittedAt)}</time> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (post) => (
        <span className={styles.actions}>
          <Link to={editPath(post._id)} aria-label={`${TEXTS.open} ${post.title}`}>
            {TEXTS.open}
          </Link>
          <Button size="sm" onClick={() => void publishPost(post)} disabled={busy === post._id} aria-label={`${TEXTS.publish} ${post.title}`}>
            {TEXTS.publish}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setReturningPost(post)} disabled={busy === post._id} aria-label={`${TEXTS.returnToAuthor}: ${post.title}`}>
            {TEXTS.returnToAuthor}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminPage title={TEXTS.title}>
      <PagedResults list={list} shown={posts.length} noun={DRAFTS} failure={failure}>
        <DataTable caption={TEXTS.caption} columns={columns} rows={posts} rowKey={(post) => post._id} empty={TEXTS.empty} />
      </PagedResults>
      <ReturnDialog title={returningPost?.title} busy={returning} onClose={() => setReturningPost(undefined)} onReturn={sendBack} />
    </AdminPage>
  );
}
