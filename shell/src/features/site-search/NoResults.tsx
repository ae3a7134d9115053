import { useId } from 'react';
import { Link } from '@studyhub/shared-api';
import { NAV_LINKS } from '../../common/nav-links.ts';
import styles from './SearchPage.module.css';

/** Nothing matched: say so with the words searched, and offer ways on. */
export function NoResults({ query }: { query: string }) {
  const titleId = useId();
  return (
    <section className={styles.empty} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        No results for “{query}”
      </h2>
      <p className={styles.muted}>Check the spelling, use fewer words, or try a course code such as CSE220.</p>
      <p className={styles.muted}>Or browse a section:</p>
      <ul className={styles.suggestions}>
        <li>
          <Link to="/">Blogs on the home page</Link>
        </li>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
