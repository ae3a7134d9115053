import { apiErrorMessage, type QueryError } from '@studyhub/shared-api';
import { useGetDashboardQuery } from '../../common/api/index.ts';
import { Button, EmptyState, Spinner, StatTile } from '@studyhub/shared-ui';
import { BlogTable } from '../../common/blog-table/BlogTable.tsx';
import { AdminPage } from '../../common/AdminPage.tsx';
import { failureText, serverAnswered, useErrorToast } from '../../common/use-error-toast.ts';
import styles from './Dashboard.module.css';

/** docs/product.md#error-messages: the server's word when it answered, else what went wrong on the way. */
export function dashboardFailure(error: QueryError): string {
  if (serverAnswered(error)) return apiErrorMessage(error, 'Failed to fetch dashboard data');
  return `Error fetching dashboard data: ${apiErrorMessage(error, 'Unknown error')}`;
}

/** Grouped in thousands, as the lists' counts are: 1,204,311 reads at a glance, 1204311 does not. */
const count = (value: number) => value.toLocaleString('en-US');

export default function Dashboard() {
  const { data, error, isLoading, isFetching, refetch } = useGetDashboardQuery();
  const failure = failureText(error, dashboardFailure);
  useErrorToast(error, failure, 'dashboard-error');

  const refresh = (
    <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
      Refresh Data
    </Button>
  );

  return (
    <AdminPage title="Dashboard">
      {isLoading && <Spinner size="lg" label="Loading dashboard…" />}
      {!data && failure && <EmptyState role="alert" title="The dashboard could not be loaded" hint={failure} action={refresh} />}
      {data && (
        <>
          <div className={styles.stats}>
            <StatTile label="Total Blogs" value={count(data.blogs)} />
            <StatTile label="Comments" value={count(data.comments)} />
            <StatTile label="Draft Posts" value={count(data.drafts)} />
            {/* Only for the roles that may review (issue 36): the API sends the count to them alone. */}
            {data.pendingReview !== undefined && <StatTile label="Pending review" value={count(data.pendingReview)} />}
          </div>
          <div className={styles.recent}>
            {data.recentBlogs.length === 0 ? (
              <EmptyState headingLevel={3} title="No blogs found" hint="Blogs you add appear here." action={refresh} />
            ) : (
              <BlogTable caption="Recent Content" blogs={data.recentBlogs} />
            )}
          </div>
        </>
      )}
    </AdminPage>
  );
}
