import { Button, Select } from '@studyhub/shared-ui';
import { useMemo } from 'react';
import { AdminPage } from '../../common/AdminPage.tsx';
import styles from '../../common/paged-list/PagedList.module.css';
import { oneOf, useListView } from '../../common/paged-list/use-list-view.ts';
import { TextField } from '../../common/TextField.tsx';
import { AuditResults } from './AuditResults.tsx';
import { AUDIT_KINDS, auditCodec, auditPageQuery, DEFAULT_VIEW, KIND_OPTIONS, rangeIsBackwards } from './audit-view.ts';

const BACKWARDS = 'The last day comes before the first.';

/** Who did what and when (issue 36), for the owner and editors: filtered by kind, account and days, a page at a time. */
export default function AuditLog() {
  const [view, update] = useListView(auditCodec);
  const query = useMemo(() => auditPageQuery(view), [view]);
  const backwards = rangeIsBackwards(view);
  const filtered = view.kind !== 'all' || view.actor || view.from || view.to;

  return (
    <AdminPage title="Audit log">
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <Select label="Show" stacked options={KIND_OPTIONS} value={view.kind} onChange={(kind) => update({ kind: oneOf(kind, AUDIT_KINDS, DEFAULT_VIEW.kind) })} />
          <TextField label="From day" type="date" value={view.from} onChange={(from) => update({ from })} />
          <TextField label="To day" type="date" value={view.to} onChange={(to) => update({ to })} error={backwards ? BACKWARDS : undefined} />
          {view.actor && (
            <Button size="sm" variant="secondary" onClick={() => update({ actor: '' })}>
              Show every account
            </Button>
          )}
        </div>
      </div>
      {/* A new view starts again from its first page; a backwards range asks nothing. */}
      {!backwards && <AuditResults key={JSON.stringify(query)} query={query} empty={filtered ? 'No entries match these filters' : 'Nothing recorded yet'} onActor={(actor) => update({ actor })} />}
    </AdminPage>
  );
}
