import { Spinner } from '@studyhub/shared-ui';
import { useRef, type ReactNode } from 'react';
import { LoadFailed } from '../LoadFailed.tsx';
import { countLabel, type Noun } from './list-labels.ts';
import { LoadMore } from './LoadMore.tsx';
import styles from './PagedList.module.css';
import { useFocusNewRows } from './use-focus-new-rows.ts';

/** What the results need of an RTK Query infinite query over an admin list. */
export interface PagedListState {
  data?: { pages: { total: number; totalCapped: boolean }[] };
  isLoading: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface Props {
  list: PagedListState;
  /** The rows of every page loaded so far. */
  shown: number;
  noun: Noun;
  /** The failure in words (failureText), shown in place of the table when no page loaded. */
  failure: string | undefined;
  /** The table of the loaded rows. */
  children: ReactNode;
}

/** One view of an admin list: its count line, its table and "Load more" (docs/decisions/0072). */
export function PagedResults({ list, shown, noun, failure, children }: Props) {
  // The newest page's count: rows added or removed since the first page show up in it.
  const last = list.data?.pages.at(-1);
  const table = useRef<HTMLDivElement>(null);
  const beforeLoading = useFocusNewRows(table, shown);

  return (
    <>
      <p className={styles.status} role="status">
        {last ? countLabel(shown, last.total, last.totalCapped, noun) : list.isLoading ? `Loading ${noun.many}…` : ''}
      </p>
      {/* The status line says it. */}
      {list.isLoading && <Spinner size="lg" label="" />}
      {!list.data && failure && <LoadFailed title={`The ${noun.many} could not be loaded`} hint={failure} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.data && (
        <>
          <div ref={table}>{children}</div>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            failure={`More ${noun.many} could not be loaded.`}
            onLoad={() => {
              beforeLoading();
              void list.fetchNextPage();
            }}
          />
        </>
      )}
    </>
  );
}
