import { Route, Routes } from '@studyhub/shared-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asAdmin, deferred, fail, type FakeReply, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { SiteUrlContext } from '../../common/site-url.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { LOGOUT_ALL_CONFIRM, LOGOUT_ALL_FAILED } from './LogoutAllButton.tsx';

const api = setupFakeApi();

const layout = (
  <Routes>
    <Route element={<AdminLayout />}>
      <Route index element={<h2 data-page-heading="" tabIndex={-1}>Dashboard</h2>} />
      <Route path="listBlog" element={<h2 data-page-heading="" tabIndex={-1}>Blog Lists</h2>} />
    </Route>
  </Routes>
);

describe('AdminLayout', () => {
  it('has the portal header and the sidebar of docs/product.md#admin-layout', () => {
    renderPage(layout, { ...asAdmin, apiBaseUrl: api.url });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(sidebar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Add Blog', '/admin/addBlog'],
      ['Blog Lists', '/admin/listBlog'],
      ['Comments', '/admin/Comments'],
      ['Account', '/admin/account'],
    ]);
    expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  // Issue 36: the sidebar by the signed-in role, the queue with its count for those who review.
  it('shows an editor Pending review with the count waiting', async () => {
    api.on('GET /api/admin/account', ok({ account: { id: 'e', email: 'editor@example.edu', displayName: 'Editor', role: 'editor', slug: null } }));
    api.on('GET /api/admin/dashboard', ok({ data: { blogs: 1, comments: 0, drafts: 1, pendingReview: 2, recentBlogs: [] } }));
    renderPage(layout, { ...asAdmin, apiBaseUrl: api.url });
    const sidebar = within(screen.getByRole('navigation', { name: 'Admin' }));
    const queue = await sidebar.findByRole('link', { name: /^Pending review/ });
    expect(queue).toHaveAttribute('href', '/admin/review');
    await vi.waitFor(() => expect(queue).toHaveTextContent('drafts waiting: 2'));
    expect(sidebar.getByRole('link', { name: 'Comments' })).toBeInTheDocument();
    // The owner's pages (staff.manage, site.backup, site.releases) stay out of an editor's sidebar.
    expect(sidebar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/addBlog',
      '/admin/listBlog',
      '/admin/review',
      '/admin/Comments',
      '/admin/audit',
      '/admin/account',
    ]);
    expect(sidebar.queryByRole('link', { name: 'Releases' })).toBeNull();
  });

  it('shows the owner every page: the queue, the audit log, staff management, backups and releases', async () => {
    api.on('GET /api/admin/account', ok({ account: { id: 'o', email: 'owner@example.edu', displayName: 'Owner', role: 'owner', slug: null } }));
    renderPage(layout, { ...asAdmin, apiBaseUrl: api.url });
    const ownerNav = within(screen.getByRole('navigation', { name: 'Admin' }));
    await ownerNav.findByRole('link', { name: 'Staff' });
    expect(ownerNav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/addBlog',
      '/admin/listBlog',
      '/admin/review',
      '/admin/Comments',
      '/admin/audit',
      '/admin/staff',
      '/admin/backups',
      '/admin/releases',
      '/admin/account',
    ]);
  });

  it('hides Pending review and Comments from a contributor', async () => {
    api.on('GET /api/admin/account', ok({ account: { id: 'c', email: 'contributor@example.edu', displayName: 'Contributor', role: 'contributor', slug: null } }));
    renderPage(layout, { ...asAdmin, apiBaseUrl: api.url });
    const contributorNav = within(screen.getByRole('navigation', { name: 'Admin' }));
    await vi.waitFor(() => expect(contributorNav.queryByRole('link', { name: 'Comments' })).toBeNull());
    expect(contributorNav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Add Blog', 'Blog Lists', 'Account']);
  });

  it('opens the site in a new tab: this origin inside the shell, the configured site standalone', () => {
    const { unmount } = renderPage(layout, { ...asAdmin, apiBaseUrl: api.url });
    const inShell = screen.getByRole('link', { name: /View Site/ });
    expect(inShell).toHaveAttribute('href', '/');
    expect(inShell).toHaveAttribute('target', '_blank');
    expect(inShell).toHaveAttribute('rel', 'noopener noreferrer');
    expect(inShell).toHaveAccessibleName('View Site (opens in a new tab)');
    unmount();
    renderPage(<SiteUrlContext value="https://studyhub.example.edu/">{layout}</SiteUrlContext>, { ...asAdmin, apiBaseUrl: api.url });
    expect(screen.getByRole('link', { name: /View Site/ })).toHaveAttribute('href', 'https://studyhub.example.edu/');
  });

  it('moves focus to the new page’s heading when the sidebar changes the page', async () => {
    const user = userEvent.setup();
    renderPage(layout, { ...asAdmin, apiBaseUrl: api.url });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Blog Lists' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Lists' })).toHaveFocus();
  });

  it('logs out: revokes the token on the server, forgets it, then goes to the site', async () => {
    const answer = deferred<FakeReply>();
    api.on('POST /api/admin/logout', () => answer.promise);
    const user = userEvent.setup();
    const { store, storedToken } = renderPage(layout, { ...asAdmin, apiBaseUrl: api.url, token: 'held-token' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(api.calls('POST /api/admin/logout')).toHaveLength(1));
    expect(api.calls('POST /api/admin/logout')[0]?.headers.authorization).toBe('held-token');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveAttribute('aria-disabled', 'true');
    answer.resolve(ok({ message: 'Logged out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(storedToken()).toBeNull();
  });

  it('still forgets the token and leaves when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const { store } = renderPage(layout, { ...asAdmin, apiBaseUrl: 'http://127.0.0.1:9', token: 'held-token' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
  });

  describe('log out of all devices', () => {
    const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));
      return screen.getByRole('alertdialog', { name: 'Log out of all devices?' });
    };

    it('asks first, with focus on Cancel; cancelling (button or Escape) sends nothing and keeps the session', async () => {
      const user = userEvent.setup();
      const { store, storedToken } = renderPage(layout, { ...asAdmin, apiBaseUrl: api.url, token: 'held-token' });
      const dialog = await openDialog(user);
      expect(dialog).toHaveAccessibleDescription(LOGOUT_ALL_CONFIRM.message);
      expect(LOGOUT_ALL_CONFIRM.message).toMatch(/this one included/);
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      expect(within(dialog).getByRole('button', { name: 'Log out everywhere' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      await openDialog(user);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      // Only the layout's reads (who is signed in, issue 36): no logout was sent.
      expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
      expect(store.getState().auth.token).toBe('held-token');
      expect(storedToken()).toBe('held-token');
      expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    });

    it('ends every session with the held token, forgets it, goes where Logout goes and says so', async () => {
      const answer = deferred<FakeReply>();
      api.on('POST /api/admin/logout-all', () => answer.promise);
      const user = userEvent.setup();
      const { store, storedToken } = renderPage(layout, { ...asAdmin, apiBaseUrl: api.url, token: 'held-token' });
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
      await vi.waitFor(() => expect(api.calls('POST /api/admin/logout-all')).toHaveLength(1));
      expect(api.calls('POST /api/admin/logout-all')[0]?.headers.authorization).toBe('held-token');
      expect(api.calls('POST /api/admin/logout')).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Log out of all devices' })).toHaveAttribute('aria-disabled', 'true');
      answer.resolve(ok({ message: 'Logged out of all devices' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect((await screen.findByText('Logged out of all devices')).closest('[role="status"]')).not.toBeNull();
      expect(store.getState().auth.token).toBeNull();
      expect(storedToken()).toBeNull();
    });

    it('on failure still forgets the token and leaves as Logout does, and says the other devices may still be in', async () => {
      api.on('POST /api/admin/logout-all', fail(500, 'Database is resting'));
      const user = userEvent.setup();
      const { store, storedToken } = renderPage(layout, { ...asAdmin, apiBaseUrl: api.url, token: 'held-token' });
      await user.click(within(await openDialog(user)).getByRole('button', { name: 'Log out everywhere' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
      expect(api.calls('POST /api/admin/logout-all')).toHaveLength(1);
      expect(store.getState().auth.token).toBeNull();
      expect(storedToken()).toBeNull();
      expect(screen.queryByText('Logged out of all devices')).not.toBeInTheDocument();
      expect(await screen.findByText(LOGOUT_ALL_FAILED)).toBeInTheDocument();
    });
  });
});
