import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryBadge } from './CategoryBadge.tsx';

const meta = {
  title: 'Components/CategoryBadge',
  component: CategoryBadge,
  args: { category: 'CSE', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof CategoryBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const EXAMPLES = ['Technology', 'Mathematics', 'Data Science', 'Finance', 'Business', 'CSE', 'COD', 'Elective', 'Other'];

export const Default: Story = {};
/** Every colour of docs/product.md#badge-colours: tech → blue, math/science → green, finance/business → amber, else purple. */
export const AllRules: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {EXAMPLES.map((category) => (
        <CategoryBadge key={category} {...args} category={category} />
      ))}
    </div>
  ),
};
export const Technology: Story = { args: { category: 'technology' } };
export const Empty: Story = { args: { category: '' } };
export const LongText: Story = { args: { category: 'Computer Science and Engineering Fundamentals for Beginners' } };
export const DarkTheme: Story = { ...AllRules, globals: { theme: 'dark' } };
