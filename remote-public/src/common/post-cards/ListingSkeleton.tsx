import styles from './Listing.module.css';

const PLACEHOLDER_CARDS = 4;

/** Card-shaped placeholders while the list loads, so the grid does not push the page down when it arrives. */
export function ListingSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="listing-skeleton">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <li key={index} className={`${styles.item} ${styles.skeleton}`}>
          <span className={styles.skeletonCover} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} />
        </li>
      ))}
    </ul>
  );
}
