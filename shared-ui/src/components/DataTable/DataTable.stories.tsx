import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { TrashIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.tsx';

interface BlogRow {
  id: string;
  title: string;
  date: string;
  published: boolean;
}

const ROWS: BlogRow[] = [
  { id: 'b1', title: 'Dynamic programming in ten problems', date: 'Jan 5, 2026', published: true },
  { id: 'b2', title: 'How to read a compiler error', date: 'Feb 12, 2026', published: false },
  { id: 'b3', title: 'Graph traversal cheat sheet', date: 'Mar 1, 2026', published: true },
];

/** docs/product.md#blog-lists: #, Blog Title, Date, Status, Actions, with date and status hidden on small screens. */
const COLUMNS: DataTableColumn<BlogRow>[] = [
  { key: 'index', header: '#', cell: (_row, index) => index + 1 },
  { key: 'title', header: 'Blog Title', cell: (row) => row.title, rowHeader: true },
  { key: 'date', header: 'Date', cell: (row) => row.date, hideBelow: 'sm' },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={row.published ? 'green' : 'amber'}>{row.published ? 'Published' : 'Unpublished'}</Badge>,
    hideBelow: 'sm',
  },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (row) => (
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Button size="sm" variant="secondary">
          {row.published ? 'Unpublish' : 'Publish'}
        </Button>
        <IconButton size="sm" variant="danger" label={`Delete ${row.title}`} icon={<TrashIcon />} />
      </span>
    ),
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  args: { caption: 'Blog Lists', captionHidden: false, columns: COLUMNS, rows: ROWS, rowKey: (row: BlogRow) => row.id },
  argTypes: { columns: { control: false }, rows: { control: false }, rowKey: { control: false }, empty: { control: false } },
  render: (args) => <DataTable {...(args as DataTableProps<BlogRow>)} />,
} satisfies Meta<typeof DataTable<BlogRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenCaption: Story = { args: { captionHidden: true } };
export const Empty: Story = {
  args: { rows: [], caption: 'Recent Content', empty: <EmptyState title="No blogs found" headingLevel={3} action={<Button variant="secondary">Refresh Data</Button>} /> },
};
/** On a phone the Date and Status columns are hidden. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const LongText: Story = {
  args: {
    rows: [{ id: 'long', title: 'A very long blog title that keeps going and going to show how a cell wraps inside a narrow table column', date: 'Dec 31, 2026', published: false }],
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
