import { Button } from '@studyhub/shared-ui';
import styles from './PagedList.module.css';

interface Props {
  hasMore: boolean;
  loading: boolean;
  /** The last "Load more" failed: the button tries again. */
  failed: boolean;
  /** Says what could not be loaded, e.g. "More blogs could not be loaded." */
  failure: string;
  onLoad: () => void;
}

/** "Load more" below an admin list while another page follows (docs/decisions/0072). */
export function LoadMore({ hasMore, loading, failed, failure, onLoad }: Props) {
  if (!hasMore && !failed) return null;
  return (
    <div className={styles.more}>
      {failed && (
        <p role="alert" className={styles.loadError}>
          {failure}
        </p>
      )}
      <Button variant="secondary" onClick={onLoad} loading={loading}>
        {failed ? 'Try again' : 'Load more'}
      </Button>
    </div>
  );
}
