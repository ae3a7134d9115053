import { apiErrorMessage } from '@studyhub/shared-api';
import { Button, CategoryBadge, formatCardDate, Highlighted, Spinner } from '@studyhub/shared-ui';
import { Link } from 'react-router-dom';
import { ResultGroup } from './ResultGroup.tsx';
import styles from './SearchPage.module.css';
import type { BlogSearch } from './use-site-search.ts';

/** The Blogs group: best matches from the API, with the total when there are more. */
export function BlogResults({ blogs }: { blogs: BlogSearch }) {
  if (blogs.status === 'loading') {
    return (
      <ResultGroup
        title="Blogs"
        note={
          <p className={styles.pending}>
            <Spinner size="sm" label="" /> Searching blogs…
          </p>
        }
      />
    );
  }
  if (blogs.status === 'error') {
    return (
      <ResultGroup
        title="Blogs"
        note={
          <p className={styles.problem}>
            <span>Blogs could not be searched right now ({apiErrorMessage(blogs.error)}).</span>
            <Button variant="secondary" size="sm" onClick={blogs.retry}>
              Retry blogs
            </Button>
          </p>
        }
      />
    );
  }
  if (blogs.hits.length === 0) return null;
  const more = blogs.total > blogs.hits.length;
  return (
    <ResultGroup
      title="Blogs"
      note={more && <p className={styles.muted}>{`${blogs.total} blogs match; the ${blogs.hits.length} best are shown.`}</p>}
    >
      <ul className={styles.hits}>
        {blogs.hits.map((hit) => (
          <li key={hit._id} className={styles.hit}>
            <Link className={styles.hitLink} to={`/blog/${encodeURIComponent(hit._id)}`}>
              <Highlighted runs={hit.title} />
            </Link>
            <p className={styles.meta}>
              <CategoryBadge category={hit.category} size="sm" />
              <time dateTime={hit.createdAt}>{formatCardDate(hit.createdAt)}</time>
            </p>
            <p className={styles.snippet}>
              <Highlighted runs={hit.snippet} />
            </p>
          </li>
        ))}
      </ul>
    </ResultGroup>
  );
}
