import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, answerWith, failing, fakeListing, pending, storySummaries } from '@studyhub/shared-testing/stories';
import { ResourceListing } from './ResourceListing.tsx';

// More than one page, so "Load more" shows; the fake pages, filters and sorts them as the server does.
const blogs = storySummaries(30);

const meta = {
  title: 'Public/Listing',
  component: ResourceListing,
  parameters: { app: {}, msw: { handlers: { listing: [answerWith(API_PATHS.blogList, fakeListing(() => blogs))] } } },
} satisfies Meta<typeof ResourceListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category pills, sort, the first page of cards and "Load more". */
export const Default: Story = {};
/** A category chosen in the URL, as a pill press leaves it. */
export const FilteredByCategory: Story = { parameters: { app: { route: '/?category=Elective' } } };
/** A search from the navigation bar: its chip above the results. */
export const Searched: Story = { parameters: { app: { route: '/?search=recursion' } } };
/** The first page on its way: skeleton cards keep the room. */
export const Loading: Story = { parameters: { msw: { handlers: { listing: [pending(API_PATHS.blogList)] } } } };
/** Nothing published yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { listing: [answer(API_PATHS.blogList, { success: true, blogs: [], total: 0, nextCursor: null })] } } },
};
/** The API is down: the error and a way to try again. */
export const Failed: Story = { parameters: { msw: { handlers: { listing: [failing(API_PATHS.blogList)] } } } };
/** A phone: one column, the pills wrapping. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
