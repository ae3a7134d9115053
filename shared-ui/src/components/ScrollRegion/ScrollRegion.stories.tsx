import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScrollRegion } from './ScrollRegion.tsx';

const ROW = 'O(n log n) merge sort · O(n²) insertion sort · O(log n) binary search · O(V + E) breadth-first search';

const meta = {
  title: 'Components/ScrollRegion',
  // No `component`: Storybook cannot type args for its either-label-or-labelledBy props.
  // Narrower than its content, so it scrolls sideways at every width.
  render: () => (
    <div style={{ maxWidth: 280 }}>
      <ScrollRegion label="Running times">
        <p style={{ margin: 0, padding: 12, whiteSpace: 'nowrap' }}>{ROW}</p>
      </ScrollRegion>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Reached with Tab, it shows the focus ring; the arrow keys then scroll it. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Running times' })).toHaveFocus();
  },
};
export const DarkTheme: Story = { ...Focused, globals: { theme: 'dark' } };
