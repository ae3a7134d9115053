import type { Meta, StoryObj } from '@storybook/react-vite';
import { Highlighted } from './Highlighted.tsx';

const meta = {
  title: 'Components/Highlighted',
  component: Highlighted,
  args: {
    runs: [
      { text: 'CSE221: Introduction to ', mark: false },
      { text: 'Algorithms', mark: true },
    ],
  },
} satisfies Meta<typeof Highlighted>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A snippet with several matches, as the search page shows under a blog's title. */
export const Snippet: Story = {
  args: {
    runs: [
      { text: '…a function that calls itself. ', mark: false },
      { text: 'Recursion', mark: true },
      { text: ' needs a base case, and every ', mark: false },
      { text: 'recursive', mark: true },
      { text: ' call must move towards it…', mark: false },
    ],
  },
  decorators: [(Story) => <p style={{ maxWidth: 360 }}><Story /></p>],
};
/** Markup in the text is shown as text: results never carry HTML. */
export const MarkupStaysText: Story = {
  args: {
    runs: [
      { text: '<img src=x onerror=alert(1)>', mark: true },
      { text: ' and <b>not bold</b>', mark: false },
    ],
  },
};
export const DarkTheme: Story = { ...Snippet, globals: { theme: 'dark' } };
