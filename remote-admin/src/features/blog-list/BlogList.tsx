import { apiErrorMessage, useGetAdminBlogsQuery } from '@studyhub/shared-api';
import { Button, EmptyState, Spinner } from '@studyhub/shared-ui';
import { BlogTable } from '../blog-table/BlogTable.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { failureText, useErrorToast } from '../shared/use-error-toast.ts';

export default function BlogList() {
  const { data: blogs, error, isLoading, isFetching, refetch } = useGetAdminBlogsQuery();
  const failure = failureText(error, (failed) => `An error occurred while fetching blogs: ${apiErrorMessage(failed)}`);
  useErrorToast(error, failure, 'admin-blogs-error');

  return (
    <AdminPage title="Blog Lists">
      {isLoading && <Spinner size="lg" label="Loading blogs…" />}
      {!blogs && failure && (
        <EmptyState
          role="alert"
          title="The blogs could not be loaded"
          hint={failure}
          action={
            <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
              Try again
            </Button>
          }
        />
      )}
      {blogs && <BlogTable caption="All blogs" blogs={blogs} empty="No blogs found" />}
    </AdminPage>
  );
}
