import { searchCleared, selectSearchText, useAppDispatch, useAppSelector, useGetBlogsQuery } from '@studyhub/shared-api';
import { Button, EmptyState, FilterPills, Select } from '@studyhub/shared-ui';
import { useMemo, useState } from 'react';
import { ListingSkeleton } from './ListingSkeleton.tsx';
import { ALL_CATEGORIES, CATEGORY_FILTERS, DEFAULT_SORT, filterBlogs, isSortOrder, resultCountLabel, SORT_OPTIONS, type SortOrder } from './listing-filter.ts';
import styles from './Listing.module.css';
import { ResourceCard } from './ResourceCard.tsx';
import { SearchChip } from './SearchChip.tsx';

/** Cards whose covers load at once: the first row of the widest grid. */
const EAGER_CARDS = 4;

/** SPEC §2 Academic Resources listing: pills, sort, count, search chip and the card grid. */
export function ResourceListing() {
  const dispatch = useAppDispatch();
  // The shell fetched the list at start and toasts its failure (SPEC §8); this reads the same cache.
  const { data: blogs, isLoading, isError, isFetching, refetch } = useGetBlogsQuery();
  const search = useAppSelector(selectSearchText);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const shown = useMemo(() => filterBlogs(blogs ?? [], { search, category, sort }), [blogs, search, category, sort]);
  const activeSearch = search.trim();

  return (
    <section className={styles.listing} aria-labelledby="resources-title" id="resources">
      <header className={styles.header}>
        <h2 id="resources-title" className={styles.heading}>
          Academic Resources
        </h2>
        <p className={styles.intro}>Guides, explainers and study tips written by faculty and students, newest first.</p>
      </header>
      <div className={styles.toolbar}>
        <FilterPills label="Filter by category" options={CATEGORY_FILTERS} value={category} onChange={setCategory} />
        <Select label="Sort by" options={SORT_OPTIONS} value={sort} onChange={(value) => isSortOrder(value) && setSort(value)} />
      </div>
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {blogs ? resultCountLabel(shown.length) : isLoading ? 'Loading resources…' : ''}
        </p>
        {activeSearch && <SearchChip term={activeSearch} onClear={() => dispatch(searchCleared())} />}
      </div>
      {isLoading && <ListingSkeleton />}
      {!blogs && isError && (
        <EmptyState
          role="alert"
          title="Resources could not be loaded"
          hint="Check your connection and try again."
          action={
            <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
              Try again
            </Button>
          }
        />
      )}
      {blogs && shown.length === 0 && <EmptyState title="No resources found" hint="Try adjusting your search or filter criteria." />}
      {shown.length > 0 && (
        <ul className={styles.grid} aria-labelledby="resources-title">
          {shown.map((blog, index) => (
            <ResourceCard key={blog._id} blog={blog} eager={index < EAGER_CARDS} />
          ))}
        </ul>
      )}
    </section>
  );
}
