import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyListingApi } from '@studyhub/shared-testing/stories';
import Lab from './Lab.tsx';

const meta = {
  title: 'Resources/Lab tutors',
  component: Lab,
  // The tutors are built-in data (src/data/lab-tutors.ts), fictional names.
  parameters: { app: { route: '/lab' }, msw: { handlers: storyListingApi() } },
} satisfies Meta<typeof Lab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lab table: course, tutors and their contacts, with the tutoring hours. */
export const Default: Story = {};
/** A phone: a card per row. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
