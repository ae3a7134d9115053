import { apiErrorMessage, Link } from '@studyhub/shared-api';
import { blogPath } from '@studyhub/shared-api/catalog';
import { Button, CategoryBadge, formatCardDate, Highlighted, Spinner } from '@studyhub/shared-ui';
import { ResultGroup } from './ResultGroup.tsx';
import styles from './SearchPage.module.css';
import type { BlogSearch } from './use-site-search.ts';

/** What the group says about blogs not shown: the total, or that it is past the API's cap; nothing when all are shown. */
function moreNote({ total, totalCapped, hits }: BlogSearch): string | undefined {
  const shown = hits.length === 1 ? 'the best one is shown' : `the ${hits.length} best are shown`;
  if (totalCapped) return `More than ${total.toLocaleString('en-US')} blogs match; ${shown}.`;
  return total > hits.length ? `${total.toLocaleString('en-US')} blogs match; ${shown}.` : undefined;
}

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
  const more = moreNote(blogs);
  return (
    <ResultGroup title="Blogs" note={more && <p className={styles.muted}>{more}</p>}>
      <ul className={styles.hits}>
        {blogs.hits.map((hit) => (
          <li key={hit._id} className={styles.hit}>
            <Link className={styles.hitLink} to={blogPath(hit._id)}>
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
