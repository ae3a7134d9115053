import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, answerWith, failing, fakeListing, pending, storySummaries } from '@studyhub/shared-testing/stories';
import { expect, waitFor, within } from 'storybook/test';
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
/**
 * Browsing as a visitor does: "Load more" brings the next page and moves the focus to its first
 * card; a category pill filters; the sort reorders; the count follows each change.
 */
export const Browsing: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(`24 of ${blogs.length} shown`)).toBeVisible();
    // Looked up each time: a new filter or sort renders a new list.
    const cards = () => within(canvas.getByRole('list', { name: 'Academic Resources' })).getAllByRole('listitem');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText(`${blogs.length} of ${blogs.length} shown`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await waitFor(() => expect(cards()[24]).toContainElement(document.activeElement as HTMLElement));

    const electives = blogs.filter((blog) => blog.category === 'Elective');
    await userEvent.click(canvas.getByRole('radio', { name: 'Elective' }));
    await expect(await canvas.findByText(`Showing ${electives.length} resources`)).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(electives.length));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'A-Z');
    const [firstByTitle] = electives.map((blog) => blog.title).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    await waitFor(() => expect(cards()[0]).toHaveTextContent(firstByTitle!));
  },
};
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
