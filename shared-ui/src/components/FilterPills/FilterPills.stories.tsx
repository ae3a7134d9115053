import type { Meta, StoryObj } from '@storybook/react-vite';
import { withValueState } from '../../stories/with-value-state.tsx';
import { FilterPills } from './FilterPills.tsx';

const CATEGORIES = ['All', 'CSE', 'COD', 'Elective', 'Other'];

const Stateful = withValueState(FilterPills);

const meta = {
  title: 'Components/FilterPills',
  component: FilterPills,
  args: { label: 'Filter by category', options: CATEGORIES, value: 'All', onChange: () => {} },
  argTypes: { onChange: { action: 'changed' }, value: { control: 'select', options: CATEGORIES } },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof FilterPills>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { value: 'Elective' } };
export const ManyOptions: Story = {
  args: {
    label: 'Playlist category',
    options: ['All', 'Full courses', 'Quick revise', 'Non CSE', 'COD', 'Elective'],
    value: 'Quick revise',
  },
};
export const LongText: Story = {
  args: {
    options: ['All', 'Computer Science and Engineering', 'Courses of the Department', 'Electives outside the major', 'Other'],
    value: 'Electives outside the major',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
};
export const DarkTheme: Story = { args: { value: 'CSE' }, globals: { theme: 'dark' } };
