import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withValueState } from '../../stories/with-value-state.tsx';
import { FilterPills } from './FilterPills.tsx';

const CATEGORIES = ['All', 'CSE', 'COD', 'Elective', 'Other'];

const Stateful = withValueState(FilterPills);

const meta = {
  title: 'Components/FilterPills',
  component: FilterPills,
  args: { label: 'Filter by category', options: CATEGORIES, value: 'All', onChange: fn() },
  argTypes: { onChange: { action: 'changed' }, value: { control: 'select', options: CATEGORIES } },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof FilterPills>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** One tab stop: the arrow keys move the choice (wrapping), Home and End jump, a click picks. */
export const ByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const pill = (name: string) => canvas.getByRole('radio', { name });
    await userEvent.tab();
    await expect(pill('All')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(pill('CSE')).toBeChecked();
    await expect(pill('CSE')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(pill('Other')).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(pill('All')).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(pill('All')).toHaveFocus();
    await userEvent.click(pill('Elective'));
    await expect(pill('Elective')).toBeChecked();
    await expect(pill('All')).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Elective');
  },
};
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
