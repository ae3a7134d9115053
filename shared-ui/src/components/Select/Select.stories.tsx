import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
  args: { label: 'Sort by', options: SORT, value: 'newest', hideLabel: false, stacked: false, disabled: false, onChange: fn() },
  argTypes: { onChange: { action: 'changed' } },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The sort is chosen by its label, as a screen reader user would, and the choice stays. */
export const Choosing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'A-Z');
    await expect(sort).toHaveValue('az');
    await expect(args.onChange).toHaveBeenCalledWith('az');
    await expect(canvas.getByRole('option', { name: 'A-Z' })).toHaveProperty('selected', true);
  },
};
export const Level: Story = { args: { label: 'Filter by', options: ['All Levels', 'Easy', 'Medium', 'Hard'], value: 'All Levels' } };
export const Stacked: Story = { args: { label: 'Blog Category', stacked: true, options: ['CSE', 'COD', 'Elective', 'Other'], value: 'CSE' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: { label: 'Department', options: ['Computer Science and Engineering (undergraduate programme)', 'Mathematics'], value: 'Mathematics' },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
