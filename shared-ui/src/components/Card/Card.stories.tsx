import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryBadge } from '../CategoryBadge/CategoryBadge.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { as: 'article', padding: 'md', interactive: false },
  argTypes: {
    as: { control: 'select', options: ['div', 'article', 'section', 'li'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] },
  },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 320 }}>
      {args.children ?? (
        <>
          <h3 style={{ marginTop: 0 }}>Data Structures</h3>
          <p style={{ marginBottom: 0 }}>Notes, slides and solved problems for CSE220.</p>
        </>
      )}
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <a href="#blog-1" style={{ color: 'inherit' }}>
        <h3 style={{ marginTop: 0 }}>Open the blog post</h3>
        <CategoryBadge category="CSE" />
      </a>
    ),
  },
};
export const NoPadding: Story = {
  args: {
    padding: 'none',
    children: <div style={{ height: 120, background: 'var(--sh-color-surface-muted)' }} aria-hidden="true" />,
  },
};
export const LongText: Story = {
  args: {
    children: (
      <p style={{ margin: 0 }}>
        Averyveryverylongwordwithoutanyspacesthatwouldotherwiseoverflowthecardonasmallphone and then a long sentence that keeps going to
        show how body text wraps inside a card on a narrow screen.
      </p>
    ),
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
