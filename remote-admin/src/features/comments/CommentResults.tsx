import { apiErrorMessage, useGetAdminCommentPageInfiniteQuery, type AdminCommentPageQuery, type AdminListView } from '@studyhub/shared-api';
import { Spinner } from '@studyhub/shared-ui';
import { useMemo, useRef } from 'react';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { countLabel } from '../../common/paged-list/list-labels.ts';
import { LoadMore } from '../../common/paged-list/LoadMore.tsx';
import styles from '../../common/paged-list/PagedList.module.css';
import { useFocusNewRows } from '../../common/paged-list/use-focus-new-rows.ts';
import { failureText, useErrorToast } from '../../common/use-error-toast.ts';
import { CommentTable } from './CommentTable.tsx';

interface Props {
  query: AdminListView<AdminCommentPageQuery>;
  caption: string;
  empty: string;
}

const COMMENTS = { one: 'comment', many: 'comments' };

/** One view of the moderation list: its count, the rows of every page loaded so far and "Load more" (docs/decisions/0072). */
export function CommentResults({ query, caption, empty }: Props) {
  const list = useGetAdminCommentPageInfiniteQuery(query);
  const comments = useMemo(() => list.data?.pages.flatMap((page) => page.comments) ?? [], [list.data]);
  const last = list.data?.pages.at(-1);
  const failure = failureText(list.error, (failed) => `An error occurred while fetching comments: ${apiErrorMessage(failed)}`);
  useErrorToast(list.error, failure, 'admin-comments-error');
  const table = useRef<HTMLDivElement>(null);
  const beforeLoading = useFocusNewRows(table, comments.length);

  return (
    <>
      <p className={styles.status} role="status">
        {last ? countLabel(comments.length, last.total, last.totalCapped, COMMENTS) : list.isLoading ? 'Loading comments…' : ''}
      </p>
      {/* The status line says it. */}
      {list.isLoading && <Spinner size="lg" label="" />}
      {!list.data && failure && <LoadFailed title="The comments could not be loaded" hint={failure} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.data && (
        <div ref={table}>
          <CommentTable caption={caption} comments={comments} empty={empty} />
        </div>
      )}
      {list.data && (
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          failure="More comments could not be loaded."
          onLoad={() => {
            beforeLoading();
            void list.fetchNextPage();
          }}
        />
      )}
    </>
  );
}
