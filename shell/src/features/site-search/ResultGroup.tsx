import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './SearchPage.module.css';

interface Props {
  title: string;
  /** Under the heading: a count, a loading line or an error. */
  note?: ReactNode;
  children?: ReactNode;
}

/** One kind of result under its own heading, a region named by it so it can be jumped to. */
export function ResultGroup({ title, note, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      {note}
      {children}
    </section>
  );
}
