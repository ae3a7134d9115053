import { useId, type ReactNode } from 'react';
import utilities from '../../styles/utilities.module.css';
import styles from './DataTable.module.css';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Hide the column below this breakpoint (sm 640px, md 768px). */
  hideBelow?: 'sm' | 'md';
  align?: 'start' | 'center' | 'end';
  /** Marks the cells of this column as row headers (e.g. the blog title). */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table; keep it short. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown in a single row when there are no rows. */
  empty?: ReactNode;
}

const HIDE = { sm: styles.hideBelowSm, md: styles.hideBelowMd } as const;

function cellClass<Row>(column: DataTableColumn<Row>): string | undefined {
  const classes = [column.hideBelow && HIDE[column.hideBelow], column.align && column.align !== 'start' && styles[column.align]].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

/**
 * A semantic table in a scrollable, keyboard-focusable region (WCAG 1.4.10 reflow); columns can
 * hide on small screens.
 */
export function DataTable<Row>({ caption, captionHidden = false, columns, rows, rowKey, empty = 'Nothing to show' }: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div className={styles.wrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={captionHidden ? utilities.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cellClass(column)}>
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column)}>
                      {column.cell(row, index)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
