import { apiErrorMessage, type AdminBlogPageQuery } from '@studyhub/shared-api';
import { useGetAdminBlogPageInfiniteQuery, type AdminListView } from '../../common/api/index.ts';
import { useMemo } from 'react';
import { BlogTable } from '../../common/blog-table/BlogTable.tsx';
import { PagedResults } from '../../common/paged-list/PagedResults.tsx';
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
  const failure = failureText(list.error, (failed) => `An error occurred while fetching blogs: ${apiErrorMessage(failed)}`);
  useErrorToast(list.error, failure, 'admin-blogs-error');

  return (
    <PagedResults list={list} shown={blogs.length} noun={BLOGS} failure={failure}>
      <BlogTable caption={caption} blogs={blogs} empty={empty} />
    </PagedResults>
  );
}
