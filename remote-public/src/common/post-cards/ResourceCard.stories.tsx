import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_TEXT, LONG_TITLE, storySummaries } from '@studyhub/shared-testing/stories';
import { ResourceCard } from './ResourceCard.tsx';
import styles from './Listing.module.css';

const [blog] = storySummaries(1);

const meta = {
  title: 'Public/Blog card',
  component: ResourceCard,
  args: { blog: blog! },
  parameters: { app: {} },
  // A card is a list item of the listing's grid.
  decorators: [
    (Story) => (
      <ul className={styles.grid} style={{ maxWidth: '20rem' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#blog-card: cover, title, date and category, excerpt and byline. */
export const Default: Story = {};
/** A title and an excerpt far longer than usual: the card keeps its shape. */
export const LongText: Story = { args: { blog: { ...blog!, title: LONG_TITLE, excerpt: LONG_TEXT } } };
/** On the author's own page the byline is left out. */
export const WithoutByline: Story = { args: { byline: false } };
/** A cover that fails to load: the placeholder takes its place. */
export const BrokenCover: Story = { args: { blog: { ...blog!, image: '/missing-cover.png' } } };
