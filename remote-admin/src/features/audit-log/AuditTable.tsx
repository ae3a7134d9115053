import type { AuditLogEntry } from '@studyhub/shared-api';
import { Button, DataTable, type DataTableColumn } from '@studyhub/shared-ui';
import styles from './AuditLog.module.css';
import { AuditTarget } from './AuditTarget.tsx';
import { detailWords } from './audit-view.ts';

interface Props {
  entries: readonly AuditLogEntry[];
  empty: string;
  /** Shows only what this account did. */
  onActor: (actorId: string) => void;
}

const whenText = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** When, who, action, target, detail: one row per entry, newest first. */
export function AuditTable({ entries, empty, onActor }: Props) {
  const columns: DataTableColumn<AuditLogEntry>[] = [
    { key: 'when', header: 'When', rowHeader: true, cell: (entry) => <time dateTime={entry.at}>{whenText(entry.at)}</time> },
    {
      key: 'who',
      header: 'Who',
      cell: (entry) =>
        entry.actorId ? (
          <Button size="sm" variant="link" onClick={() => onActor(entry.actorId!)} aria-label={`Show only what ${entry.actorName ?? 'this account'} did`}>
            {entry.actorName ?? 'Removed account'}
          </Button>
        ) : (
          // No account: the server itself (the scheduler, named in the entry), or nobody signed in.
          <span className={styles.muted}>{entry.actorName ?? 'Nobody signed in'}</span>
        ),
    },
    { key: 'action', header: 'Action', cell: (entry) => <code>{entry.action}</code> },
    { key: 'target', header: 'Target', cell: (entry) => <AuditTarget entry={entry} /> },
    {
      key: 'detail',
      header: 'Detail',
      // Nothing at all when there is no detail, so a phone's card leaves the line out (DataTable).
      cell: (entry) => {
        const words = detailWords(entry.detail);
        return words ? <span className={styles.detail}>{words}</span> : null;
      },
    },
  ];
  return <DataTable caption="Audit log, newest first" columns={columns} rows={entries} rowKey={(entry) => entry.id} empty={empty} />;
}
