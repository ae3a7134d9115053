import { useId, type ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx';
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

/** The label a stacked cell shows before its value: the column's header, when it is text. */
const labelOf = <Row,>(column: DataTableColumn<Row>) => (typeof column.header === 'string' ? column.header : undefined);

function cellClass<Row>(column: DataTableColumn<Row>): string | undefined {
  const classes = [column.hideBelow && HIDE[column.hideBelow], column.align && column.align !== 'start' && styles[column.align]].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

/**
 * A semantic table in a scrollable, keyboard-focusable region (WCAG 1.4.10 reflow). On phones
 * (below sm, 640px) each row becomes a card of "label value" lines, so the page never scrolls
 * sideways and no row's actions are cut off; columns can also hide on small screens.
 */
export function DataTable<Row>({ caption, captionHidden = false, columns, rows, rowKey, empty = 'Nothing to show' }: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <ScrollRegion className={styles.wrapper} labelledBy={captionId}>
      {/* Explicit roles: laid out as cards on phones, the table keeps its semantics in every browser. */}
      <table className={styles.table} role="table">
        <caption id={captionId} className={captionHidden ? utilities.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)} role="columnheader">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row">
              <td colSpan={columns.length} className={styles.empty} role="cell">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} role="row">
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cellClass(column)} role="rowheader">
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column)} data-label={labelOf(column)} role="cell">
                      {column.cell(row, index)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
