import { FilterPills, Select } from '@studyhub/shared-ui';
import { useMemo } from 'react';
import { AdminPage } from '../../common/AdminPage.tsx';
import { ListSearch } from '../../common/paged-list/ListSearch.tsx';
import styles from '../../common/paged-list/PagedList.module.css';
import { oneOf, useListView } from '../../common/paged-list/use-list-view.ts';
import { CommentResults } from './CommentResults.tsx';
import { captionOf, commentCodec, commentPageQuery, DEFAULT_VIEW, emptyOf, SORT_OPTIONS, STATUS_FILTERS } from './comment-view.ts';

const STATUSES = STATUS_FILTERS.map((filter) => filter.value);
const SORTS = SORT_OPTIONS.map((option) => option.value);

/** docs/product.md#comments-moderation: the queue first, a page at a time, searched and sorted by the server. */
export default function Comments() {
  const [view, update] = useListView(commentCodec);
  const query = useMemo(() => commentPageQuery(view), [view]);

  return (
    <AdminPage
      title="Comments"
      actions={<FilterPills label="Show comments" options={STATUS_FILTERS} value={view.status} onChange={(status) => update({ status: oneOf(status, STATUSES, DEFAULT_VIEW.status) })} />}
    >
      <div className={styles.toolbar}>
        <ListSearch label="Search comments" placeholder="Text, name or blog title" landmarkLabel="Comments" activeTerm={view.search} onSearch={(search) => update({ search })} />
        <div className={styles.filters}>
          <Select label="Sort by" stacked options={SORT_OPTIONS} value={view.sort} onChange={(sort) => update({ sort: oneOf(sort, SORTS, DEFAULT_VIEW.sort) })} />
        </div>
      </div>
      {/* A new view starts again from its first page. */}
      <CommentResults key={JSON.stringify(query)} query={query} caption={captionOf(view)} empty={emptyOf(view)} />
    </AdminPage>
  );
}
