import { studyHubApi, useAppSelector, useGetBlogPageQuery, type BlogPageQuery } from '@studyhub/shared-api';
import { Button, EmptyState } from '@studyhub/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { ListingSkeleton } from '../../../common/post-cards/ListingSkeleton.tsx';
import { loadedLabel, resultCountLabel } from './listing-state.ts';
import styles from '../../../common/post-cards/Listing.module.css';
import { PageCards } from './PageCards.tsx';
import { ResourceCard } from '../../../common/post-cards/ResourceCard.tsx';
import { SearchChip } from './SearchChip.tsx';

const withCursor = (query: BlogPageQuery, cursor: string | undefined): BlogPageQuery => (cursor ? { ...query, cursor } : query);

interface Props {
  query: BlogPageQuery;
  search: string;
  onClearSearch: () => void;
}

/** One view of the listing: the count, the search chip, the cards of every page loaded so far and "Load more". */
export function ListingResults({ query, search, onClearSearch }: Props) {
  // The default view is the page the shell fetched at start, and toasted on failure.
  const first = useGetBlogPageQuery(query);
  // Cursors of the pages after the first, in order; each page reads its own cache entry.
  const [cursors, setCursors] = useState<string[]>([]);
  const lastCursor = cursors.at(-1);
  const last = useGetBlogPageQuery(withCursor(query, lastCursor), { skip: !lastCursor });
  const nextCursor = lastCursor ? last.data?.nextCursor : first.data?.nextCursor;
  const loaded = useAppSelector((state) =>
    [undefined, ...cursors].reduce((sum, cursor) => sum + (studyHubApi.endpoints.getBlogPage.select(withCursor(query, cursor))(state).data?.blogs.length ?? 0), 0),
  );

  // After "Load more", focus moves to the first new card: the button may be gone, and reading on starts there.
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || loaded <= focusFrom.current) return;
    // Each card's own link: a card's byline is a second link in its item.
    grid.current?.querySelectorAll(':scope > li')[focusFrom.current]?.querySelector('a')?.focus();
    focusFrom.current = null;
  }, [loaded]);

  const loadMore = () => {
    if (lastCursor && last.isError) return void last.refetch();
    if (!nextCursor) return;
    focusFrom.current = loaded;
    setCursors([...cursors, nextCursor]);
  };

  // The newest answer's total: blogs added or removed since the first page show up in the count.
  const total = (lastCursor ? last.data?.total : undefined) ?? first.data?.total;
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {total !== undefined ? resultCountLabel(total) : first.isLoading ? 'Loading resources…' : ''}
        </p>
        {search && <SearchChip term={search} onClear={onClearSearch} />}
      </div>
      {first.isLoading && <ListingSkeleton />}
      {!first.data && first.isError && (
        <EmptyState
          role="alert"
          title="Resources could not be loaded"
          hint="Check your connection and try again."
          action={
            <Button variant="secondary" onClick={() => void first.refetch()} loading={first.isFetching}>
              Try again
            </Button>
          }
        />
      )}
      {total === 0 && <EmptyState title="No resources found" hint="Try adjusting your search or filter criteria." />}
      {first.data && first.data.blogs.length > 0 && (
        <ul ref={grid} className={styles.grid} aria-labelledby="resources-title">
          {first.data.blogs.map((blog) => (
            <ResourceCard key={blog._id} blog={blog} />
          ))}
          {cursors.map((cursor) => (
            <PageCards key={cursor} query={withCursor(query, cursor)} />
          ))}
        </ul>
      )}
      {total !== undefined && total > 0 && (
        <div className={styles.more}>
          <p className={styles.loaded} aria-live="polite">
            {loadedLabel(loaded, total)}
          </p>
          {lastCursor && last.isError && (
            <p role="alert" className={styles.loadError}>
              More resources could not be loaded.
            </p>
          )}
          {(nextCursor || (lastCursor && last.isError)) && (
            <Button variant="secondary" onClick={loadMore} loading={last.isFetching}>
              {last.isError ? 'Try again' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
