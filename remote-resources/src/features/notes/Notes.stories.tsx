import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyListingApi } from '@studyhub/shared-testing/stories';
import Notes from './Notes.tsx';

const meta = {
  title: 'Resources/Course cards',
  component: Notes,
  // Built-in courses (shared-api's catalog); the API only for the page's count of blog posts.
  parameters: { app: { route: '/notes' }, msw: { handlers: storyListingApi() } },
} satisfies Meta<typeof Notes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Handwritten Notes: a card per course with its level, resources and file count; search and level filter above. */
export const Default: Story = {};
/** A phone: one card per row. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
