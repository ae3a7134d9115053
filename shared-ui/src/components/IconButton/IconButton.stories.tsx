import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRightIcon, CloseIcon, MenuIcon, TrashIcon } from '../Icon/icons.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, variant: 'ghost', size: 'md', disabled: false },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    onClick: { action: 'clicked' },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', label: 'Next contributors', icon: <ChevronRightIcon /> } };
export const Primary: Story = { args: { variant: 'primary', label: 'Close', icon: <CloseIcon /> } };
export const Danger: Story = { args: { variant: 'danger', label: 'Delete blog', icon: <TrashIcon /> } };
export const Small: Story = { args: { size: 'sm', label: 'Clear search', icon: <CloseIcon /> } };
export const Disabled: Story = { args: { disabled: true, variant: 'secondary', label: 'Previous contributors', icon: <ChevronRightIcon /> } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} />
      <IconButton {...args} variant="secondary" label="Next" icon={<ChevronRightIcon />} />
      <IconButton {...args} variant="primary" label="Close" icon={<CloseIcon />} />
      <IconButton {...args} variant="danger" label="Delete" icon={<TrashIcon />} />
    </div>
  ),
};
