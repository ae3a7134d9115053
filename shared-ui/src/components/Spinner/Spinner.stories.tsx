import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading resources…' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', label: 'Loading resource...' } };
/** With an empty label it is decorative: the surrounding control announces the wait. */
export const Decorative: Story = { args: { label: '' } };
export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { size: 'lg' } };
