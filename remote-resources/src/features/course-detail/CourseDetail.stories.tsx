import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyListingApi } from '@studyhub/shared-testing/stories';
import { expect } from 'storybook/test';
import CourseDetail from './CourseDetail.tsx';

const meta = {
  title: 'Resources/Course detail',
  component: CourseDetail,
  // A course of the built-in catalog; its files are placeholders with fixed dates (placeholder-files.ts).
  parameters: { app: { route: '/notes/cse220', path: '/notes/:id' }, msw: { handlers: storyListingApi() } },
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A course: badges, description and its files with Download links to the drive folder. */
export const Default: Story = {};
/** The longest course title in the catalog. */
export const LongTitle: Story = { parameters: { app: { route: '/notes/cse110-python', path: '/notes/:id' } } };
/** An unknown course id: after a short wait, "Course Not Found". */
export const NotFound: Story = {
  parameters: { app: { route: '/notes/no-such-course', path: '/notes/:id' } },
  // Rendered once the wait is over, so a screenshot never catches the spinner instead.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Course Not Found' }, { timeout: 5_000 })).toBeVisible();
  },
};
/** A phone: the file table becomes a card per file. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
