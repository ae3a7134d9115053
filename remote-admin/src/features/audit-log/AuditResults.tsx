import { apiErrorMessage, type AuditLogQuery } from '@studyhub/shared-api';
import { useGetAuditLogPageInfiniteQuery, type AdminListView } from '../../common/api/index.ts';
import { useMemo } from 'react';
import { PagedResults } from '../../common/paged-list/PagedResults.tsx';
import { failureText, useErrorToast } from '../../common/use-error-toast.ts';
import { AuditTable } from './AuditTable.tsx';

interface Props {
  query: AdminListView<AuditLogQuery>;
  empty: string;
  onActor: (actorId: string) => void;
}

const ENTRIES = { one: 'entry', many: 'entries' };

/** One view of the audit log: its count, the entries of every page loaded so far and "Load more". */
export function AuditResults({ query, empty, onActor }: Props) {
  const list = useGetAuditLogPageInfiniteQuery(query);
  const entries = useMemo(() => list.data?.pages.flatMap((page) => page.entries) ?? [], [list.data]);
  const failure = failureText(list.error, (failed) => `An error occurred while fetching the audit log: ${apiErrorMessage(failed)}`);
  useErrorToast(list.error, failure, 'admin-audit-error');

  return (
    <PagedResults list={list} shown={entries.length} noun={ENTRIES} failure={failure}>
      <AuditTable entries={entries} empty={empty} onActor={onActor} />
    </PagedResults>
  );
}
