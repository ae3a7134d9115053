import type { Meta, StoryObj } from '@storybook/react-vite';
import { withValueState } from '../../stories/with-value-state.tsx';
import { Select } from './Select.tsx';

const SORT = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'az', label: 'A-Z' },
  { value: 'za', label: 'Z-A' },
];

const Stateful = withValueState(Select);

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Sort by', options: SORT, value: 'newest', hideLabel: false, stacked: false, disabled: false, onChange: () => {} },
  argTypes: { onChange: { action: 'changed' } },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Level: Story = { args: { label: 'Filter by', options: ['All Levels', 'Easy', 'Medium', 'Hard'], value: 'All Levels' } };
export const Stacked: Story = { args: { label: 'Blog Category', stacked: true, options: ['CSE', 'COD', 'Elective', 'Other'], value: 'CSE' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: { label: 'Department', options: ['Computer Science and Engineering (undergraduate programme)', 'Mathematics'], value: 'Mathematics' },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
