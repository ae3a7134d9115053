import { FilterPills, Select } from '@studyhub/shared-ui';
import { useMemo } from 'react';
import { CATEGORY_FILTERS, isSortOrder, pageQuery, SORT_OPTIONS } from './listing-state.ts';
import styles from '../../../common/post-cards/Listing.module.css';
import { ListingResults } from './ListingResults.tsx';
import { useListing } from './use-listing.ts';

/** The Academic Resources listing (decisions 0014, 0031): pills and sort here, the server's pages below. */
export function ResourceListing() {
  const [listing, update] = useListing();
  const query = useMemo(() => pageQuery(listing), [listing]);

  return (
    <section className={styles.listing} aria-labelledby="resources-title" id="resources">
      <header className={styles.header}>
        <h2 id="resources-title" className={styles.heading}>
          Academic Resources
        </h2>
        <p className={styles.intro}>Guides, explainers and study tips written by faculty and students, newest first.</p>
      </header>
      <div className={styles.toolbar}>
        <FilterPills label="Filter by category" options={CATEGORY_FILTERS} value={listing.category} onChange={(category) => update({ category })} />
        <Select label="Sort by" options={SORT_OPTIONS} value={listing.sort} onChange={(sort) => isSortOrder(sort) && update({ sort })} />
      </div>
      {/* A new view starts again from its first page. */}
      <ListingResults key={JSON.stringify(query)} query={query} search={listing.search} onClearSearch={() => update({ search: '' })} />
    </section>
  );
}
