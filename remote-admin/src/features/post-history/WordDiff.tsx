import type { WordChange } from './revision-text.ts';
import styles from './PostHistory.module.css';

interface Props {
  changes: readonly WordChange[];
  /** Keeps line breaks: a body's blocks each start on a line of their own. */
  multiline?: boolean;
}

/**
 * Words added and removed, as <ins> and <del>: underlined or struck through, tinted, and named
 * "added"/"removed" for screen readers, so no change is told by colour alone.
 */
export function WordDiff({ changes, multiline = false }: Props) {
  return (
    <span className={multiline ? styles.multiline : undefined}>
      {changes.map((change, index) => {
        if (change.added)
          return (
            <ins key={index} className={styles.added}>
              <span className={styles.visuallyHidden}>[added: </span>
              {change.value}
              <span className={styles.visuallyHidden}>]</span>
            </ins>
          );
        if (change.removed)
          return (
            <del key={index} className={styles.removed}>
              <span className={styles.visuallyHidden}>[removed: </span>
              {change.value}
              <span className={styles.visuallyHidden}>]</span>
            </del>
          );
        return <span key={index}>{change.value}</span>;
      })}
    </span>
  );
}
