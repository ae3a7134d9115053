import { apiErrorMessage, type AdminCommentPageQuery } from '@studyhub/shared-api';
import { useGetAdminCommentPageInfiniteQuery, type AdminListView } from '../../common/api/index.ts';
import { useMemo } from 'react';
import { PagedResults } from '../../common/paged-list/PagedResults.tsx';
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
  const failure = failureText(list.error, (failed) => `An error occurred while fetching comments: ${apiErrorMessage(failed)}`);
  useErrorToast(list.error, failure, 'admin-comments-error');

  return (
    <PagedResults list={list} shown={comments.length} noun={COMMENTS} failure={failure}>
      <CommentTable caption={caption} comments={comments} empty={empty} />
    </PagedResults>
  );
}
