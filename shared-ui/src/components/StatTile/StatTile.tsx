import type { ReactNode } from 'react';
import styles from './StatTile.module.css';

export interface StatTileProps {
  /** The figure, already formatted: "50+", "12". */
  value: ReactNode;
  label: string;
  icon?: ReactNode;
}

/**
 * A figure with its label (home hero claims, admin dashboard counts). The label comes first in
 * the DOM so a screen reader says "Courses, 50+"; the grid puts the value on top visually.
 */
export function StatTile({ value, label, icon }: StatTileProps) {
  return (
    <div className={styles.tile} role="group" aria-label={label}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
    </div>
  );
}
