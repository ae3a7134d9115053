import { CloseIcon, IconButton } from '@studyhub/shared-ui';
import styles from '../../../common/post-cards/Listing.module.css';

/** "Search: <term>" with a button that clears the search everywhere (the original's did nothing). */
export function SearchChip({ term, onClear }: { term: string; onClear: () => void }) {
  return (
    <p className={styles.chip}>
      <span>
        Search: <strong>{term}</strong>
      </span>
      <IconButton label={`Remove search "${term}"`} icon={<CloseIcon />} size="sm" onClick={onClear} className={styles.chipButton} />
    </p>
  );
}
