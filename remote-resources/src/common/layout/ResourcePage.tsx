import { FIRST_LISTING_PAGE, Link, useGetBlogPageQuery } from '@studyhub/shared-api';
import { Card } from '@studyhub/shared-ui';
import type { ReactNode } from 'react';
import styles from './ResourcePage.module.css';

interface Props {
  title: string;
  intro: ReactNode;
  children?: ReactNode;
  /** Content above the title, such as a back link. */
  before?: ReactNode;
  /** Wrap the content in one card (default); grids of cards pass false. */
  framed?: boolean;
}

/** Common frame of the built-in resource pages. */
export function ResourcePage({ title, intro, children, before, framed = true }: Props) {
  // Served from the shared store's cache: the shell already fetched the first page at start.
  const total = useGetBlogPageQuery(FIRST_LISTING_PAGE).data?.total;
  return (
    <div className={styles.page}>
      {before}
      <header className={styles.header}>
        <h1>{title}</h1>
        <div className={styles.intro}>{intro}</div>
      </header>
      {framed ? <Card as="section">{children}</Card> : children}
      {/* Shown before the count is known, so the page painted from the HTML (docs/decisions/0055) has it in place. */}
      {total !== 0 && (
        <p className={styles.more}>
          Looking for more? <Link to="/">{total === undefined ? 'Academic resources' : `${total.toLocaleString('en-US')} academic resources`} on the home page</Link>
        </p>
      )}
    </div>
  );
}
