import { Button, EmptyState } from '@studyhub/shared-ui';
import styles from './RemotePage.module.css';

interface Props {
  section: string;
  error: Error;
  onRetry: () => void;
}

export function SectionUnavailable({ section, error, onRetry }: Props) {
  return (
    <div className={styles.unavailable}>
      <EmptyState
        role="alert"
        title={`${section} is unavailable right now`}
        hint="This part of StudyHub could not be loaded. The rest of the site still works."
        action={<Button onClick={onRetry}>Retry</Button>}
      />
      <details className={styles.details}>
        <summary>Technical details</summary>
        <code>{error.message}</code>
      </details>
    </div>
  );
}
