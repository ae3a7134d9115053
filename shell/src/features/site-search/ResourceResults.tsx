import { Button, Highlighted, Spinner } from '@studyhub/shared-ui';
import { Link } from '@studyhub/shared-api';
import { groupByKind } from './result-kinds.ts';
import { ResultGroup } from './ResultGroup.tsx';
import styles from './SearchPage.module.css';
import type { SiteSearch } from './use-site-search.ts';

/** Courses, Previous questions, Playlists, Lab tutors, Course combinations: one group each. */
export function ResourceResults({ resources }: { resources: SiteSearch['resources'] }) {
  if (resources.status === 'loading') {
    return (
      <p className={styles.pending}>
        <Spinner size="sm" label="" /> Searching courses, questions, playlists and tutors…
      </p>
    );
  }
  if (resources.status === 'error') {
    return (
      <p className={styles.problem}>
        <span>Courses, questions, playlists, lab tutors and course combinations could not be searched right now.</span>
        <Button variant="secondary" size="sm" onClick={resources.retry}>
          Retry resources
        </Button>
      </p>
    );
  }
  return groupByKind(resources.hits).map((group) => (
    <ResultGroup key={group.kind} title={group.label}>
      <ul className={styles.hits}>
        {group.hits.map((hit) => (
          <li key={hit.id} className={styles.hit}>
            <Link className={styles.hitLink} to={hit.href}>
              <Highlighted runs={hit.title} />
            </Link>
            <p className={styles.snippet}>
              <Highlighted runs={hit.description} />
            </p>
          </li>
        ))}
      </ul>
    </ResultGroup>
  ));
}
