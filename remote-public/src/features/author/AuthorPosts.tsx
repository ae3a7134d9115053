import { authorApi, useAppSelector, useGetAuthorPostsQuery } from '@studyhub/shared-api';
import { Button, EmptyState } from '@studyhub/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { ListingSkeleton } from '../../common/post-cards/ListingSkeleton.tsx';
import listing from '../../common/post-cards/Listing.module.css';
import { loadedLabel } from '../../common/post-cards/loaded-label.ts';
import { ResourceCard } from '../../common/post-cards/ResourceCard.tsx';
import styles from './Author.module.css';
import { AUTHOR_TEXTS } from './author-texts.ts';

/** One page after the first, inside the one list. */
function MorePosts({ slug, cursor }: { slug: string; cursor: string }) {
  const { data } = useGetAuthorPostsQuery({ slug, cursor });
  return data?.blogs.map((blog) => <ResourceCard key={blog._id} blog={blog} byline={false} />);
}

/**
 * An author's published posts as the home listing's cards, newest first, with "Load more" as there:
 * each page is its own cache entry, and focus moves to the first new card.
 */
export function AuthorPosts({ slug, name }: { slug: string; name: string }) {
  const first = useGetAuthorPostsQuery({ slug });
  const [cursors, setCursors] = useState<string[]>([]);
  const lastCursor = cursors.at(-1);
  const last = useGetAuthorPostsQuery({ slug, cursor: lastCursor }, { skip: !lastCursor });
  const nextCursor = lastCursor ? last.data?.nextCursor : first.data?.nextCursor;
  const loaded = useAppSelector((state) =>
    [undefined, ...cursors].reduce((sum, cursor) => sum + (authorApi.endpoints.getAuthorPosts.select({ slug, cursor })(state).data?.blogs.length ?? 0), 0),
  );

  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || loaded <= focusFrom.current) return;
    grid.current?.querySelectorAll(':scope > li')[focusFrom.current]?.querySelector('a')?.focus();
    focusFrom.current = null;
  }, [loaded]);

  const loadMore = () => {
    if (lastCursor && last.isError) return void last.refetch();
    if (!nextCursor) return;
    focusFrom.current = loaded;
    setCursors([...cursors, nextCursor]);
  };

  const total = (lastCursor ? last.data?.total : undefined) ?? first.data?.total;
  return (
    <section className={styles.posts} aria-labelledby="author-posts-title">
      <h2 id="author-posts-title" className={styles.sectionTitle}>
        Posts by {name}
      </h2>
      {first.isLoading && <ListingSkeleton />}
      {!first.data && first.isError && (
        <EmptyState
          role="alert"
          title={AUTHOR_TEXTS.postsFailed}
          hint="Check your connection and try again."
          action={
            <Button variant="secondary" onClick={() => void first.refetch()} loading={first.isFetching}>
              Try again
            </Button>
          }
        />
      )}
      {total === 0 && <EmptyState title={AUTHOR_TEXTS.none} />}
      {first.data && first.data.blogs.length > 0 && (
        <ul ref={grid} className={listing.grid} aria-labelledby="author-posts-title">
          {first.data.blogs.map((blog) => (
            <ResourceCard key={blog._id} blog={blog} byline={false} />
          ))}
          {cursors.map((cursor) => (
            <MorePosts key={cursor} slug={slug} cursor={cursor} />
          ))}
        </ul>
      )}
      {total !== undefined && total > 0 && (
        <div className={listing.more}>
          <p className={listing.loaded} aria-live="polite">
            {loadedLabel(loaded, total)}
          </p>
          {lastCursor && last.isError && (
            <p role="alert" className={listing.loadError}>
              {AUTHOR_TEXTS.morePostsFailed}
            </p>
          )}
          {(nextCursor || (lastCursor && last.isError)) && (
            <Button variant="secondary" onClick={loadMore} loading={last.isFetching}>
              {last.isError ? 'Try again' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
