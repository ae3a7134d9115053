import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileIcon, MailIcon } from '../Icon/icons.tsx';
import { StatTile } from './StatTile.tsx';

const meta = {
  title: 'Components/StatTile',
  component: StatTile,
  args: { value: '50+', label: 'Courses' },
  argTypes: { icon: { control: false }, value: { control: 'text' } },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIcon: Story = { args: { value: 12, label: 'Total Blogs', icon: <FileIcon /> } };
/** The four claims of the home hero (docs/product.md#home-hero). */
export const HeroClaims: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: 12 }}>
      <StatTile value="50+" label="Courses" />
      <StatTile value="200+" label="Students" />
      <StatTile value="2+" label="Faculty" />
      <StatTile value="300+" label="Resources" />
    </div>
  ),
};
export const Empty: Story = { args: { value: 0, label: 'Draft Posts', icon: <MailIcon /> } };
export const LongText: Story = {
  args: { value: '1,234,567', label: 'Comments waiting for approval from the moderators this week' },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}><Story /></div>],
};
export const DarkTheme: Story = { ...HeroClaims, globals: { theme: 'dark' } };
