import { useDocumentTitle } from '@studyhub/shared-ui';
import type { ReactNode } from 'react';
import styles from './AdminPage.module.css';

interface Props {
  title: string;
  /** Controls beside the title, such as a refresh button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of each page in the admin layout's main area; its heading takes focus on navigation. */
export function AdminPage({ title, actions, children }: Props) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h2 tabIndex={-1} data-page-heading="">
          {title}
        </h2>
        {actions}
      </header>
      {children}
    </div>
  );
}
