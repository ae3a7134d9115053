import { useGetDashboardQuery } from '../../common/api/index.ts';
import { Badge } from '@studyhub/shared-ui';
import styles from './AdminLayout.module.css';

/** The nav's count of drafts waiting for review (issue 36), read from the dashboard's answer, which every review step refreshes. */
export function PendingCount() {
  const { data } = useGetDashboardQuery();
  const pending = data?.pendingReview;
  if (!pending) return null;
  return (
    <Badge size="sm" tone="blue" srPrefix="drafts waiting" className={styles.count}>
      {pending}
    </Badge>
  );
}
