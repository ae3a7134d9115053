import { apiErrorMessage, useGetAdminBlogsQuery } from '@studyhub/shared-api';
import { Spinner } from '@studyhub/shared-ui';
import { BlogTable } from '../../common/blog-table/BlogTable.tsx';
import { AdminPage } from '../../common/AdminPage.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { failureText, useErrorToast } from '../../common/use-error-toast.ts';

export default function BlogList() {
  const { data: blogs, error, isLoading, isFetching, refetch } = useGetAdminBlogsQuery();
  const failure = failureText(error, (failed) => `An error occurred while fetching blogs: ${apiErrorMessage(failed)}`);
  useErrorToast(error, failure, 'admin-blogs-error');

  return (
    <AdminPage title="Blog Lists">
      {isLoading && <Spinner size="lg" label="Loading blogs…" />}
      {!blogs && failure && (
        <LoadFailed title="The blogs could not be loaded" hint={failure} onRetry={() => void refetch()} retrying={isFetching} />
      )}
      {blogs && <BlogTable caption="All blogs" blogs={blogs} empty="No blogs found" />}
    </AdminPage>
  );
}
