import type { Meta, StoryObj } from '@storybook/react-vite';
import { SparklesIcon, TrashIcon } from '../Icon/icons.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add Blog', variant: 'primary', size: 'md', loading: false, disabled: false, fullWidth: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
    onClick: { action: 'clicked' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Refresh Data' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View Site' } };
/** Reads as text where it sits, such as a name in a table that filters by that name. */
export const Link: Story = { args: { variant: 'link', size: 'sm', children: 'Ada Owner' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete', icon: <TrashIcon /> } };
export const WithIcon: Story = { args: { variant: 'secondary', children: 'Generate with AI', icon: <SparklesIcon /> } };
export const Small: Story = { args: { size: 'sm', children: 'Publish' } };
export const Large: Story = { args: { size: 'lg', children: 'Search' } };
export const Loading: Story = { args: { loading: true, children: 'Adding...' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: { children: 'An unusually long button label that has to wrap on a narrow screen without breaking the layout' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}><Story /></div>],
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} />
      <Button {...args} variant="secondary">Refresh Data</Button>
      <Button {...args} variant="ghost">View Site</Button>
      <Button {...args} variant="danger">Delete</Button>
    </div>
  ),
};
