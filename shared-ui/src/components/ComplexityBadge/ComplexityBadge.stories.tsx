import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComplexityBadge } from './ComplexityBadge.tsx';

const meta = {
  title: 'Components/ComplexityBadge',
  component: ComplexityBadge,
  args: { complexity: 'Easy', size: 'md' },
  argTypes: {
    complexity: { control: 'select', options: ['Easy', 'Medium', 'Hard', 'Varied'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof ComplexityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Medium: Story = { args: { complexity: 'Medium' } };
export const Hard: Story = { args: { complexity: 'Hard' } };
export const Other: Story = { args: { complexity: 'Varied' } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['Easy', 'Medium', 'Hard', 'Varied'].map((complexity) => (
        <ComplexityBadge key={complexity} {...args} complexity={complexity} />
      ))}
    </div>
  ),
};
