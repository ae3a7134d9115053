import { BLOG_EDIT_MESSAGES } from '@studyhub/shared-api/admin';
import { Button } from '@studyhub/shared-ui';
import { useEffect, useRef } from 'react';
import styles from './EditConflict.module.css';

/** What the alert adds to the server's message: the text typed is still on screen, and how to go on. */
export const EDIT_CONFLICT_HINT =
  'Nothing was saved, and your text is still here. Copy what you want to keep, then load the latest version and make your changes again.';

interface Props {
  /** Where the latest version opens in a new tab, to compare. */
  latestHref: string;
  onLoadLatest: () => void;
  loading: boolean;
}

/**
 * A save refused because the post changed since it was opened (docs/product.md#edit-blog): said
 * at once and focused, so neither a screen reader nor a keyboard user misses it.
 */
export function EditConflict({ latestHref, onLoadLatest, loading }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.conflict} role="alert" tabIndex={-1}>
      <p className={styles.title}>{BLOG_EDIT_MESSAGES.conflict}</p>
      <p className={styles.hint}>{EDIT_CONFLICT_HINT}</p>
      <div className={styles.actions}>
        <a href={latestHref} target="_blank" rel="noopener">
          Open the latest version in a new tab
        </a>
        <Button type="button" variant="secondary" size="sm" onClick={onLoadLatest} loading={loading}>
          Load the latest version
        </Button>
      </div>
    </div>
  );
}
