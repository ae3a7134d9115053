import type { RevisionSummary } from '@studyhub/shared-api';
import { Badge, Button, DataTable, fromNow, type DataTableColumn } from '@studyhub/shared-ui';
import { absoluteTime, authorLabel, kindLabel, sizeLabel } from './revision-format.ts';
import styles from './PostHistory.module.css';

interface Props {
  caption: string;
  revisions: readonly RevisionSummary[];
  /** The newest manual save: its text is the post's. */
  current: number | undefined;
  /** The revisions chosen for comparing, at most two. */
  selected: readonly number[];
  onSelect: (revision: number, chosen: boolean) => void;
  onRestore: (revision: RevisionSummary) => void;
  restoring: boolean;
}

/** Compare, Revision, Kind, Author, When, Size, Actions (docs/product.md#history); newest first. */
export function RevisionTable({ caption, revisions, current, selected, onSelect, onRestore, restoring }: Props) {
  const full = selected.length >= 2;
  const columns: DataTableColumn<RevisionSummary>[] = [
    {
      key: 'compare',
      header: 'Compare',
      cell: (row) => (
        <input
          type="checkbox"
          className={styles.check}
          aria-label={`Select revision ${row.revision} to compare`}
          checked={selected.includes(row.revision)}
          // Two sides at most: the others wait until one is unchecked.
          disabled={full && !selected.includes(row.revision)}
          onChange={(event) => onSelect(row.revision, event.target.checked)}
        />
      ),
    },
    {
      key: 'revision',
      header: 'Revision',
      rowHeader: true,
      cell: (row) => (
        <>
          Revision {row.revision}
          {row.revision === current && (
            <>
              {' '}
              <Badge size="sm" tone="blue">
                Current
              </Badge>
            </>
          )}
        </>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      cell: (row) => (
        <Badge size="sm" tone={row.kind === 'manual' ? 'green' : 'neutral'}>
          {kindLabel(row)}
        </Badge>
      ),
    },
    { key: 'author', header: 'Author', cell: (row) => <span className={styles.author}>{authorLabel(row)}</span> },
    {
      key: 'when',
      header: 'When',
      cell: (row) => (
        <time dateTime={row.createdAt} className={styles.when}>
          <span>{fromNow(row.createdAt)}</span>
          <span className={styles.muted}>{absoluteTime(row.createdAt)}</span>
        </time>
      ),
    },
    { key: 'size', header: 'Size', cell: (row) => sizeLabel(row.sizeBytes), align: 'end' },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) =>
        row.revision === current ? (
          <span className={styles.muted}>Current text</span>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => onRestore(row)} disabled={restoring} aria-label={`Restore revision ${row.revision}`}>
            Restore
          </Button>
        ),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={revisions} rowKey={(row) => String(row.revision)} empty="No revisions yet" />;
}
