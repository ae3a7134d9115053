import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: string;
  hint?: ReactNode;
  /** Optional action, such as a retry or a link home. */
  action?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** `alert` announces the state at once; use it for errors. */
  role?: 'status' | 'alert';
  /** 1 when the state is the whole page (e.g. page not found). */
  headingLevel?: 1 | 2 | 3;
}

export function EmptyState({ title, hint, action, icon, role = 'status', headingLevel = 2 }: EmptyStateProps) {
  const Heading = ({ 1: 'h1', 2: 'h2', 3: 'h3' } as const)[headingLevel];
  return (
    <div className={styles.empty} role={role}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action}
    </div>
  );
}
