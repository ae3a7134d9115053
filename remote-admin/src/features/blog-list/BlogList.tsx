import { BLOG_CATEGORIES, BLOG_SORTS } from '@studyhub/shared-api';
import { ADMIN_BLOG_STATUSES } from '@studyhub/shared-api/admin';
import { Select } from '@studyhub/shared-ui';
import { useMemo } from 'react';
import { AdminPage } from '../../common/AdminPage.tsx';
import { ListSearch } from '../../common/paged-list/ListSearch.tsx';
import styles from '../../common/paged-list/PagedList.module.css';
import { oneOf, useListView } from '../../common/paged-list/use-list-view.ts';
import { BlogListResults } from './BlogListResults.tsx';
import { ALL, blogListCodec, blogPageQuery, captionOf, CATEGORY_OPTIONS, DEFAULT_VIEW, isFiltered, SORT_OPTIONS, STATUS_OPTIONS } from './blog-list-view.ts';

/** docs/product.md#blog-lists: every blog, drafts included, a page at a time, searched, filtered and sorted by the server. */
export default function BlogList() {
  const [view, update] = useListView(blogListCodec);
  const query = useMemo(() => blogPageQuery(view), [view]);

  return (
    <AdminPage title="Blog Lists">
      <div className={styles.toolbar}>
        <ListSearch label="Search blogs by title" placeholder="Search by title" landmarkLabel="Blogs" activeTerm={view.search} onSearch={(search) => update({ search })} />
        <div className={styles.filters}>
          <Select label="Status" stacked options={STATUS_OPTIONS} value={view.status} onChange={(status) => update({ status: oneOf(status, ADMIN_BLOG_STATUSES, DEFAULT_VIEW.status) })} />
          <Select label="Category" stacked options={CATEGORY_OPTIONS} value={view.category} onChange={(category) => update({ category: oneOf(category, BLOG_CATEGORIES, ALL) })} />
          <Select label="Sort by" stacked options={SORT_OPTIONS} value={view.sort} onChange={(sort) => update({ sort: oneOf(sort, BLOG_SORTS, DEFAULT_VIEW.sort) })} />
        </div>
      </div>
      {/* A new view starts again from its first page. */}
      <BlogListResults key={JSON.stringify(query)} query={query} caption={captionOf(view)} empty={isFiltered(view) ? 'No blogs match this search and these filters' : 'No blogs found'} />
    </AdminPage>
  );
}
