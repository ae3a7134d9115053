import { apiErrorMessage, useGetAdminBlogPageInfiniteQuery, type AdminBlogPageQuery, type AdminListView } from '@studyhub/shared-api';
import { Spinner } from '@studyhub/shared-ui';
import { useMemo, useRef } from 'react';
import { BlogTable } from '../../common/blog-table/BlogTable.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { countLabel } from '../../common/paged-list/list-labels.ts';
import { LoadMore } from '../../common/paged-list/LoadMore.tsx';
import styles from '../../common/paged-list/PagedList.module.css';
import { useFocusNewRows } from '../../common/paged-list/use-focus-new-rows.ts';
import { failureText, useErrorToast } from '../../common/use-error-toast.ts';

interface Props {
  query: AdminListView<AdminBlogPageQuery>;
  caption: string;
  empty: string;
}

const BLOGS = { one: 'blog', many: 'blogs' };

/** One view of Blog Lists: its count, the rows of every page loaded so far and "Load more" (docs/decisions/0072). */
export function BlogListResults({ query, caption, empty }: Props) {
  const list = useGetAdminBlogPageInfiniteQuery(query);
  const blogs = useMemo(() => list.data?.pages.flatMap((page) => page.blogs) ?? [], [list.data]);
  // The newest page's count: blogs added or removed since the first page show up in it.
  const last = list.data?.pages.at(-1);
  const failure = failureText(list.error, (failed) => `An error occurred while fetching blogs: ${apiErrorMessage(failed)}`);
  useErrorToast(list.error, failure, 'admin-blogs-error');
  const table = useRef<HTMLDivElement>(null);
  const beforeLoading = useFocusNewRows(table, blogs.length);

  const loadMore = () => {
    beforeLoading();
    void list.fetchNextPage();
  };

  return (
    <>
      <p className={styles.status} role="status">
        {last ? countLabel(blogs.length, last.total, last.totalCapped, BLOGS) : list.isLoading ? 'Loading blogs…' : ''}
      </p>
      {/* The status line says it. */}
      {list.isLoading && <Spinner size="lg" label="" />}
      {!list.data && failure && <LoadFailed title="The blogs could not be loaded" hint={failure} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.data && (
        <div ref={table}>
          <BlogTable caption={caption} blogs={blogs} empty={empty} />
        </div>
      )}
      {list.data && (
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          failure="More blogs could not be loaded."
          onLoad={loadMore}
        />
      )}
    </>
  );
}
