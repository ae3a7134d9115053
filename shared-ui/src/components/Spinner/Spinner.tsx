import utilities from '../../styles/utilities.module.css';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; pass an empty string when the surrounding control already says it. */
  label?: string;
}

export function Spinner({ size = 'md', label = 'Loading…' }: SpinnerProps) {
  return (
    <span className={`${styles.wrapper} ${size === 'sm' ? styles.sm : ''}`} role={label ? 'status' : undefined}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      {label && <span className={utilities.visuallyHidden}>{label}</span>}
    </span>
  );
}
