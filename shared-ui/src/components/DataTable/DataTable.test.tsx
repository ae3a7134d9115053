import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Row {
  id: string;
  title: string;
  date: string;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'title', header: 'Blog Title', cell: (row) => row.title, rowHeader: true },
  { key: 'date', header: 'Date', cell: (row) => row.date, hideBelow: 'sm' },
];

describe('DataTable', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(<DataTable caption="Blog Lists" columns={COLUMNS} rows={[{ id: '1', title: 'Graphs', date: 'Jan 5, 2026' }]} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Blog Lists' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Blog Title', 'Date']);
    expect(within(table).getByRole('rowheader', { name: 'Graphs' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Jan 5, 2026' })).toBeInTheDocument();
  });

  it('sits in a focusable region so a keyboard user can scroll it', async () => {
    render(<DataTable caption="Blog Lists" captionHidden columns={COLUMNS} rows={[]} rowKey={(row) => row.id} />);
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Blog Lists' })).toHaveFocus();
  });

  it('shows the empty message in one full-width row', () => {
    render(<DataTable caption="Recent Content" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} empty="No blogs found" />);
    const cell = screen.getByRole('cell', { name: 'No blogs found' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('marks the header and the cells of a column that hides on small screens alike', () => {
    render(<DataTable caption="Blog Lists" columns={COLUMNS} rows={[{ id: '1', title: 'Graphs', date: 'Jan 5, 2026' }]} rowKey={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: 'Date' });
    const cell = screen.getByRole('cell', { name: 'Jan 5, 2026' });
    expect(header.className).not.toBe('');
    expect(cell.className).toBe(header.className);
    expect(screen.getByRole('columnheader', { name: 'Blog Title' }).className).toBe('');
  });

  it('labels each cell with its column, for the cards a phone shows', () => {
    render(<DataTable caption="Blog Lists" columns={COLUMNS} rows={[{ id: '1', title: 'Graphs', date: 'Jan 5, 2026' }]} rowKey={(row) => row.id} />);
    expect(screen.getByRole('cell', { name: 'Jan 5, 2026' })).toHaveAttribute('data-label', 'Date');
  });
});
