import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, type DashboardData, Route, Routes, useLocation } from '@studyhub/shared-api';
import { answer, pending, STORY_SIGNED_IN, storyAdminApi, storySignedIn } from '@studyhub/shared-testing/stories';
import { expect, waitFor, within } from 'storybook/test';
import { AdminPage } from '../../common/AdminPage.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { LOGOUT_ALL_CONFIRM } from './LogoutAllButton.tsx';

const counts: DashboardData = { blogs: 42, comments: 318, drafts: 5, pendingReview: 3, recentBlogs: [] };
/** The layout's reads: who is signed in (the sidebar by role) and the dashboard's count of drafts waiting for review. */
const api = (pendingReview = counts.pendingReview) => ({
  ...storyAdminApi(),
  dashboard: [answer(API_PATHS.adminDashboard, { success: true, data: { ...counts, pendingReview } })],
  logoutAll: [answer(API_PATHS.adminLogoutAll, { success: true, message: 'Logged out of all devices' }, { method: 'post' })],
});
const as = (role: keyof typeof STORY_SIGNED_IN) => ({ ...api(), ...storySignedIn(STORY_SIGNED_IN[role]) });

const PAGES: Record<string, string> = {
  '/admin': 'Dashboard',
  '/admin/addblog': 'Add Blog',
  '/admin/listblog': 'Blog Lists',
  '/admin/review': 'Pending review',
  '/admin/comments': 'Comments',
  '/admin/audit': 'Audit log',
  '/admin/staff': 'Staff',
  '/admin/backups': 'Backups',
  '/admin/releases': 'Releases',
  '/admin/account': 'Account',
};

/** Where the app renders the page the sidebar opened (each page has its own stories): its heading and a line. */
function StandInPage() {
  const { pathname } = useLocation();
  return (
    <AdminPage title={PAGES[pathname.toLowerCase()] ?? 'Dashboard'}>
      <p>The page the sidebar opened shows here: each has its own stories under Admin.</p>
    </AdminPage>
  );
}

const meta = {
  title: 'Admin/Layout',
  component: AdminLayout,
  // As app/AdminApp.tsx mounts it: the layout around the routes of /admin, in the shell's <main>
  // (where its header and the page's are no banners of the document).
  render: (args) => (
    <main>
      <Routes>
        <Route path="admin" element={<AdminLayout {...args} />}>
          <Route index element={<StandInPage />} />
          <Route path="*" element={<StandInPage />} />
        </Route>
      </Routes>
    </main>
  ),
  parameters: { app: { route: '/admin', signedIn: true }, msw: { handlers: api() } },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: every page in the sidebar, Pending review with the count of drafts waiting, View Site, Logout and Log out of all devices. */
export const Default: Story = {};
/** An editor: the review queue, comments and the audit log, none of the owner's pages. */
export const Editor: Story = { parameters: { msw: { handlers: as('editor') } } };
/** An author: writing and the own account only. */
export const Author: Story = { parameters: { msw: { handlers: as('author') } } };
/** A contributor: the same sidebar as an author. */
export const Contributor: Story = { parameters: { msw: { handlers: as('contributor') } } };
/** A long queue: the count's badge with three digits. */
export const ManyWaiting: Story = { parameters: { msw: { handlers: api(128) } } };
/** Before the API says who is signed in: the pages every account had before roles. */
export const Loading: Story = { parameters: { msw: { handlers: { ...api(), account: [pending(API_PATHS.adminAccount)] } } } };
/** A phone: the sidebar becomes a wrapping row, the two ways out share a row. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The sidebar changes the page: the link is marked current and the new page's heading takes the focus. */
export const Navigating: Story = {
  play: async ({ canvas, userEvent }) => {
    const sidebar = within(canvas.getByRole('navigation', { name: 'Admin' }));
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const backups = await sidebar.findByRole('link', { name: 'Backups' });
    await userEvent.click(backups);
    await expect(backups).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Backups' })).toHaveFocus());
  },
};

/**
 * Log out of all devices asks first, with the focus on Cancel; Escape keeps the session (the portal
 * stays) and gives the focus back to the button. Left asking, as a designer would want to see it.
 */
export const LogOutEverywhere: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Log out of all devices' });
    await userEvent.click(button);
    const dialog = await canvas.findByRole('alertdialog', { name: LOGOUT_ALL_CONFIRM.title });
    await expect(dialog).toHaveAccessibleDescription(LOGOUT_ALL_CONFIRM.message);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(await canvas.findByRole('alertdialog', { name: LOGOUT_ALL_CONFIRM.title })).toBeInTheDocument();
    await expect(within(canvas.getByRole('alertdialog')).getByRole('button', { name: LOGOUT_ALL_CONFIRM.confirmLabel })).toBeInTheDocument();
  },
};
