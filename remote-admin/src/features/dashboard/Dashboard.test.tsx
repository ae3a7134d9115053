import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asAdmin, fail, makeBlog, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Dashboard from './Dashboard.tsx';

const api = setupFakeApi();

const stats = (recentBlogs: unknown[]) => ok({ data: { blogs: 12, comments: 30, drafts: 4, recentBlogs } });

describe('Dashboard', () => {
  it('shows the three counts and the Recent Content table', async () => {
    api.on('GET /api/admin/dashboard', stats([makeBlog({ title: 'Graph algorithms', createdAt: '2026-03-05T10:00:00.000Z' }), makeBlog({ title: 'Compiler basics', isPublished: false })]));
    renderPage(<Dashboard />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByRole('group', { name: 'Total Blogs' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Comments' })).toHaveTextContent('30');
    expect(screen.getByRole('group', { name: 'Draft Posts' })).toHaveTextContent('4');
    const table = screen.getByRole('table', { name: 'Recent Content' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['#', 'Blog Title', 'Date', 'Status', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/^1Graph algorithmsMar 5, 2026PublishedEditUnpublish$/);
    expect(within(first!).getByRole('link', { name: 'Edit Graph algorithms' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/edit\//));
    expect(within(second!).getByText('Unpublished')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Publish Compiler basics' })).toHaveTextContent('Publish');
    expect(document.title).toBe('Dashboard · Admin · StudyHub');
  });

  it('groups large counts in thousands', async () => {
    api.on('GET /api/admin/dashboard', ok({ data: { blogs: 12_480, comments: 1_204_311, drafts: 977, pendingReview: 1_000, recentBlogs: [] } }));
    renderPage(<Dashboard />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByRole('group', { name: 'Total Blogs' })).toHaveTextContent('12,480');
    expect(screen.getByRole('group', { name: 'Comments' })).toHaveTextContent('1,204,311');
    expect(screen.getByRole('group', { name: 'Draft Posts' })).toHaveTextContent('977');
    expect(screen.getByRole('group', { name: 'Pending review' })).toHaveTextContent('1,000');
  });

  it('shows "No blogs found" with Refresh Data, which asks again', async () => {
    api.on('GET /api/admin/dashboard', stats([]));
    const user = userEvent.setup();
    renderPage(<Dashboard />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByRole('heading', { name: 'No blogs found' })).toBeInTheDocument();
    api.on('GET /api/admin/dashboard', stats([makeBlog({ title: 'Fresh post' })]));
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByRole('rowheader', { name: 'Fresh post' })).toBeInTheDocument();
    expect(api.calls('GET /api/admin/dashboard')).toHaveLength(2);
  });

  it('toasts and shows the server message when the server fails', async () => {
    api.on('GET /api/admin/dashboard', fail(500, 'Database is resting'));
    renderPage(<Dashboard />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is resting');
    // The toast comes from an effect after the page's message: on a busy machine, a moment later.
    await waitFor(() => expect(screen.getAllByText('Database is resting')).toHaveLength(2));
  });

  it('says "Error fetching dashboard data: " and the reason when the request itself fails', async () => {
    renderPage(<Dashboard />, { ...asAdmin, apiBaseUrl: 'http://127.0.0.1:9' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The dashboard could not be loadedError fetching dashboard data: Network Error/);
  });
});
