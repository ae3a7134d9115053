import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, failing, pending, storyAdminApi } from '@studyhub/shared-testing/stories';
import BlogList from './BlogList.tsx';

const api = storyAdminApi();

const meta = {
  title: 'Admin/Blog list',
  component: BlogList,
  parameters: { app: { route: '/admin/blogs', signedIn: true }, msw: { handlers: api } },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every blog, drafts included: search, status, category and sort, a page at a time with "Load more". */
export const Default: Story = {};
/** Drafts only, as the status filter leaves the URL. */
export const Drafts: Story = { parameters: { app: { route: '/admin/blogs?status=drafts', signedIn: true } } };
/** No blogs yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { ...api, blogPage: [answer(API_PATHS.adminBlogPage, { success: true, blogs: [], total: 0, totalCapped: false, nextCursor: null })] } } },
};
/** The first page on its way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api, blogPage: [pending(API_PATHS.adminBlogPage)] } } } };
/** The API failed. */
export const Failed: Story = { parameters: { msw: { handlers: { ...api, blogPage: [failing(API_PATHS.adminBlogPage)] } } } };
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
