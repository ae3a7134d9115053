import { useGetBlogsQuery } from '@studyhub/shared-api';
import { Card } from '@studyhub/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './ResourcePage.module.css';

interface Props {
  title: string;
  intro: string;
  children?: ReactNode;
}

/** Common frame of the built-in resource pages. */
export function ResourcePage({ title, intro, children }: Props) {
  // Served from the shared store's cache: the shell already fetched the list at start.
  const { data: blogs } = useGetBlogsQuery();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <Card as="section">{children}</Card>
      {blogs && blogs.length > 0 && (
        <p className={styles.more}>
          Looking for more? <Link to="/">{blogs.length} academic resources on the home page</Link>
        </p>
      )}
    </div>
  );
}
