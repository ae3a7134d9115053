import { LIMITS } from '@studyhub/shared-api';
import { SITE_DESCRIPTION } from '@studyhub/shared-api/catalog';
import { usePageHead } from '@studyhub/shared-ui';
import { useId } from 'react';
import { BlogResults } from './BlogResults.tsx';
import { NoResults } from './NoResults.tsx';
import { ResourceResults } from './ResourceResults.tsx';
import { searchAnnouncement } from './search-announcement.ts';
import styles from './SearchPage.module.css';
import { useQueryParam } from './use-query-param.ts';
import { useSiteSearch } from './use-site-search.ts';

/** `/search?q=`: blogs and built-in resources in one list, grouped by kind. */
export function SearchPage() {
  const inputId = useId();
  const { text, query, change, commit } = useQueryParam();
  const search = useSiteSearch(query);
  usePageHead({ title: search.query ? `Search: ${search.query}` : 'Search', description: SITE_DESCRIPTION });

  const nothingFound = search.settled && search.count === 0 && search.blogs.status !== 'error' && search.resources.status !== 'error';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Search</h1>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <label className={styles.label} htmlFor={inputId}>
          Search blogs, courses, questions, playlists and tutors
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={LIMITS.searchQuery}
          // Arriving without a query, the student came here to type one.
          autoFocus={query === ''}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
      </form>
      <p className={styles.status} role="status">
        {searchAnnouncement(search)}
      </p>
      {search.query === '' ? (
        <p className={styles.muted}>Type a word or two, such as “recursion” or “CSE220”, to search the whole site.</p>
      ) : nothingFound ? (
        <NoResults query={search.query} />
      ) : (
        <div className={styles.groups}>
          <BlogResults blogs={search.blogs} />
          <ResourceResults resources={search.resources} />
        </div>
      )}
    </div>
  );
}
