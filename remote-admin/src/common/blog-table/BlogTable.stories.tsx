import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_TITLE, storyAdminApi, storyAdminRows } from '@studyhub/shared-testing/stories';
import { BlogTable } from './BlogTable.tsx';

const rows = storyAdminRows(6);

const meta = {
  title: 'Admin/Blog table',
  component: BlogTable,
  args: { caption: 'Recent Content', blogs: rows },
  parameters: { app: { signedIn: true }, msw: { handlers: storyAdminApi() } },
} satisfies Meta<typeof BlogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** #, title, date, status (published, draft, scheduled) and the owner's actions. */
export const Default: Story = {};
/** No blogs: the table's own empty row. */
export const Empty: Story = { args: { blogs: [], empty: 'No blogs found' } };
/** A title as long as they come. */
export const LongText: Story = { args: { blogs: [{ ...rows[0]!, title: LONG_TITLE }, ...rows.slice(1, 3)] } };
/** A phone: a card per blog, without the #. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
