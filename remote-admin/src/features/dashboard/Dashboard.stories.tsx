import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, type DashboardData } from '@studyhub/shared-api';
import { answer, failing, pending, storyAdminApi, storyBlogs } from '@studyhub/shared-testing/stories';
import Dashboard from './Dashboard.tsx';

const data: DashboardData = { blogs: 42, comments: 318, drafts: 5, pendingReview: 2, recentBlogs: storyBlogs(5).map((blog, index) => ({ ...blog, isPublished: index !== 1 })) };
const dashboard = (body: DashboardData) => ({ ...storyAdminApi(), dashboard: [answer(API_PATHS.adminDashboard, { success: true, data: body })] });

const meta = {
  title: 'Admin/Dashboard',
  component: Dashboard,
  parameters: { app: { route: '/admin', signedIn: true }, msw: { handlers: dashboard(data) } },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts (pending review for the roles that review) and the recent content. */
export const Default: Story = {};
/** A new site: zeros and no recent blogs. */
export const Empty: Story = { parameters: { msw: { handlers: dashboard({ blogs: 0, comments: 0, drafts: 0, recentBlogs: [] }) } } };
/** Large numbers. */
export const LargeCounts: Story = { parameters: { msw: { handlers: dashboard({ ...data, blogs: 12_480, comments: 1_204_311, drafts: 977 }) } } };
/** The counts on their way. */
export const Loading: Story = { parameters: { msw: { handlers: { ...storyAdminApi(), dashboard: [pending(API_PATHS.adminDashboard)] } } } };
/** The API failed: the message and Refresh Data. */
export const Failed: Story = { parameters: { msw: { handlers: { ...storyAdminApi(), dashboard: [failing(API_PATHS.adminDashboard)] } } } };
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
