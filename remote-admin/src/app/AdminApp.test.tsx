import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asAdmin, fail, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import AdminApp from './AdminApp.tsx';

const api = setupFakeApi();

function serveEmptyAdmin() {
  api.on('GET /api/admin/dashboard', ok({ data: { blogs: 0, comments: 0, drafts: 0, recentBlogs: [] } }));
  api.on('GET /api/admin/blogs/page', ok({ blogs: [], total: 0, totalCapped: false, nextCursor: null }));
  api.on('GET /api/admin/comments/page', ok({ comments: [], total: 0, totalCapped: false, nextCursor: null }));
  api.on('GET /api/site', ok({ site: { demo: null, ai: { configured: true } } }));
}

describe('AdminApp', () => {
  it.each(['/admin', '/admin/addBlog', '/admin/listBlog', '/admin/Comments', '/admin/comments', '/admin/edit/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', '/admin/no-such-page'])(
    'shows the login, never a broken page, at %s without a token',
    (route) => {
      renderPage(<AdminApp />, { ...asAdmin, apiBaseUrl: api.url, route, token: null });
      expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Admin Portal' })).toBeNull();
    },
  );

  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/addBlog', 'Add Blog'],
    ['/admin/listBlog', 'Blog Lists'],
    ['/admin/Comments', 'Comments'],
    ['/admin/comments', 'Comments'],
  ])('renders %s inside the layout with a token', async (route, heading) => {
    serveEmptyAdmin();
    renderPage(<AdminApp />, { ...asAdmin, apiBaseUrl: api.url, route });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { current: 'page' })).toHaveTextContent(heading);
  });

  it('opens a post’s editor at /admin/edit/:id (docs/decisions/0073)', async () => {
    serveEmptyAdmin();
    const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    api.on(`GET /api/admin/blogs/${id}`, fail(404, 'Blog not found'));
    renderPage(<AdminApp />, { ...asAdmin, apiBaseUrl: api.url, route: `/admin/edit/${id}` });
    expect(screen.getByRole('heading', { level: 2, name: 'Edit Blog' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument();
    expect(api.calls(`GET /api/admin/blogs/${id}`)).toHaveLength(1);
  });

  it('sends an unknown admin path to the dashboard', async () => {
    serveEmptyAdmin();
    renderPage(<AdminApp />, { ...asAdmin, apiBaseUrl: api.url, route: '/admin/nothing-here' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it('after logging in at a deep link, opens that page with focus on its heading', async () => {
    serveEmptyAdmin();
    api.on('POST /api/admin/login', ok({ token: 'fresh-token' }));
    const user = userEvent.setup();
    renderPage(<AdminApp />, { ...asAdmin, apiBaseUrl: api.url, route: '/admin/listBlog', token: null });
    await user.type(screen.getByLabelText('Email'), 'admin@studyhub.example.edu');
    await user.type(screen.getByLabelText('Password'), 'studyhub-demo-admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Blog Lists' })).toHaveFocus();
    await vi.waitFor(() => expect(api.calls('GET /api/admin/blogs/page').at(-1)?.headers.authorization).toBe('fresh-token'));
  });

  it('returns to the login when the API refuses the held token', async () => {
    api.on('GET /api/admin/dashboard', fail(401, 'Your session has expired'));
    renderPage(<AdminApp />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    // The session notice (shell or standalone) speaks for it; the page adds no second toast.
    expect(screen.queryByText(/Your session has expired/)).toBeNull();
  });
});
