import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckIcon } from '../Icon/icons.tsx';
import { Badge } from './Badge.tsx';

const TONES = ['neutral', 'blue', 'green', 'amber', 'orange', 'red', 'purple'] as const;

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Course Materials', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: { control: 'select', options: TONES },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {TONES.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
export const Small: Story = { args: { size: 'sm', children: 'Published', tone: 'green' } };
export const WithIcon: Story = { args: { icon: <CheckIcon />, tone: 'green', children: 'Approved' } };
export const LongText: Story = {
  args: { children: 'A very long badge label that must wrap inside a narrow card rather than overflow it' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}><Story /></div>],
};
export const DarkTheme: Story = { ...Tones, globals: { theme: 'dark' } };
