import { CONFIRM_MESSAGES } from '@studyhub/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asAdmin, fail, makeBlog, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import BlogList from './BlogList.tsx';

const api = setupFakeApi();

function renderList() {
  return { ...renderPage(<BlogList />, { ...asAdmin, apiBaseUrl: api.url, route: '/admin/listBlog' }), user: userEvent.setup() };
}

describe('BlogList', () => {
  it('lists every blog with #, title, date, status and actions; only the # hides on phones', async () => {
    api.on('GET /api/admin/blogs', ok({ blogs: [makeBlog({ title: 'Graphs' }), makeBlog({ title: 'Draft notes', isPublished: false })] }));
    renderList();
    const table = await screen.findByRole('table', { name: 'All blogs' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['#', 'Blog Title', 'Date', 'Status', 'Actions']);
    // DataTable's small-screen class sits on the # alone: a phone's card shows the rest.
    expect(headers.map((header) => header.className !== '')).toEqual([true, false, false, false, false]);
    expect(within(table).getByRole('button', { name: 'Unpublish Graphs' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Publish Draft notes' })).toBeInTheDocument();
    expect(document.title).toBe('Blog Lists · Admin · StudyHub');
  });

  it('toggles publishing, toasts the server message and refreshes the list', async () => {
    const blog = makeBlog({ title: 'Graphs', isPublished: true });
    api.on('GET /api/admin/blogs', ok({ blogs: [blog] }));
    api.on('POST /api/blog/toggle-publish', () => {
      api.on('GET /api/admin/blogs', ok({ blogs: [{ ...blog, isPublished: false }] }));
      return ok({ message: 'Blog unpublished' });
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Graphs' }));
    expect(await screen.findByText('Blog unpublished')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish Graphs' })).toBeInTheDocument();
    expect(screen.getByText('Unpublished')).toBeInTheDocument();
    expect(api.calls('POST /api/blog/toggle-publish')[0]?.body).toEqual({ id: blog._id });
  });

  it('says what failed when toggling fails', async () => {
    api.on('GET /api/admin/blogs', ok({ blogs: [makeBlog({ title: 'Graphs' })] }));
    api.on('POST /api/blog/toggle-publish', fail(404, 'Blog not found'));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Graphs' }));
    expect(await screen.findByText('An error occurred while toggling publish status: Blog not found')).toBeInTheDocument();
  });

  it('deletes only after the confirmation of docs/product.md#confirmations, then refreshes and says so', async () => {
    const blog = makeBlog({ title: 'Graphs' });
    api.on('GET /api/admin/blogs', ok({ blogs: [blog] }));
    api.on('POST /api/blog/delete', () => {
      api.on('GET /api/admin/blogs', ok({ blogs: [] }));
      return ok({ message: 'Blog deleted successfully' });
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Graphs' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(CONFIRM_MESSAGES.deleteBlog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /api/blog/delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Graphs' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
    expect(api.calls('POST /api/blog/delete')[0]?.body).toEqual({ id: blog._id });
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Lists' })).toHaveFocus();
  });

  it('says what failed when deleting fails', async () => {
    api.on('GET /api/admin/blogs', ok({ blogs: [makeBlog({ title: 'Graphs' })] }));
    api.on('POST /api/blog/delete', fail(404, 'Blog not found'));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Graphs' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred while deleting the blog: Blog not found')).toBeInTheDocument();
  });

  it('says "An error occurred while fetching blogs: " with the reason, and can try again', async () => {
    api.on('GET /api/admin/blogs', fail(500, 'Database is resting'));
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching blogs: Database is resting');
    await vi.waitFor(() => expect(screen.getAllByText('An error occurred while fetching blogs: Database is resting')).toHaveLength(2));
    api.on('GET /api/admin/blogs', ok({ blogs: [makeBlog({ title: 'Back again' })] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Back again' })).toBeInTheDocument();
  });
});
