import { API_PATHS, type AdminBlogRow } from '@studyhub/shared-api';
import { ADMIN_PAGE_SIZE } from '@studyhub/shared-api/admin';
import { CONFIRM_MESSAGES } from '@studyhub/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asAdmin, axeViolations, currentLocation, fail, fakeAdminBlogPage, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import BlogList from './BlogList.tsx';

const api = setupFakeApi();
const PAGE = `GET ${API_PATHS.adminBlogPage}`;

let nextId = 0;
function row(overrides: Partial<AdminBlogRow> = {}): AdminBlogRow {
  nextId += 1;
  return { _id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`, title: `Post ${nextId}`, category: 'CSE', createdAt: new Date(Date.UTC(2026, 0, 1) + nextId * 60_000).toISOString(), isPublished: true, ...overrides };
}

const graphs = row({ title: 'Graphs', category: 'CSE', createdAt: '2026-03-05T12:00:00.000Z' });
const draft = row({ title: 'Draft notes', category: 'COD', isPublished: false, createdAt: '2026-03-01T12:00:00.000Z' });
const caches = row({ title: 'caches up close', category: 'Elective', createdAt: '2026-02-01T12:00:00.000Z' });
/** Enough blogs for three pages: 25 + 25 + 10, oldest first by title number. */
const ARCHIVE = Array.from({ length: 60 }, (_, i) => row({ title: `Lecture ${String(i).padStart(2, '0')}`, createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString() }));

let stored: AdminBlogRow[] = [];
beforeEach(() => {
  stored = [graphs, draft, caches];
  api.on(PAGE, fakeAdminBlogPage(() => stored));
});

function renderList(route = '/admin/listBlog') {
  return renderPage(<BlogList />, { ...asAdmin, apiBaseUrl: api.url, route });
}

const table = () => screen.getByRole('table', { name: /blogs$/ });
const titles = () => within(table()).queryAllByRole('rowheader').map((cell) => cell.textContent);
const pageQueries = () => api.calls(PAGE).map((request) => request.query);

describe('BlogList', () => {
  it('lists the first page with #, title, date, status and actions, an Edit link per blog and a count', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading blogs…');
    const all = await screen.findByRole('table', { name: 'All blogs' });
    const headers = within(all).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['#', 'Blog Title', 'Date', 'Status', 'Actions']);
    // DataTable's small-screen class sits on the # alone: a phone's card shows the rest.
    expect(headers.map((header) => header.className !== '')).toEqual([true, false, false, false, false]);
    expect(titles()).toEqual(['Graphs', 'Draft notes', 'caches up close']);
    expect(within(all).getByRole('button', { name: 'Unpublish Graphs' })).toBeInTheDocument();
    expect(within(all).getByRole('button', { name: 'Publish Draft notes' })).toBeInTheDocument();
    expect(within(all).getByRole('link', { name: 'Edit Graphs' })).toHaveAttribute('href', `/admin/edit/${graphs._id}`);
    expect(within(all).getByRole('link', { name: 'Edit Draft notes' })).toHaveAttribute('href', `/admin/edit/${draft._id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 blogs');
    expect(document.title).toBe('Blog Lists · Admin · StudyHub');
    // The default view asks for nothing but the first page.
    expect(pageQueries()).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('searches titles on submit, through the URL, and clears the search', async () => {
    const { user } = renderList();
    await screen.findByRole('table', { name: 'All blogs' });
    const search = screen.getByRole('searchbox', { name: 'Search blogs by title' });
    await user.type(search, '  CACHES {Enter}');
    await waitFor(() => expect(titles()).toEqual(['caches up close']));
    expect(currentLocation().search).toBe('?q=CACHES');
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 1 of 1 blog$/);
    expect(search).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(currentLocation().search).toBe('');
    // The plain view again, from the cache: writes refetch it, so it is current.
    expect(pageQueries()).toEqual([{}, { q: 'CACHES' }]);
  });

  it('filters by status and category and sorts, each a server query kept in the URL', async () => {
    const { user } = renderList();
    await screen.findByRole('table', { name: 'All blogs' });
    expect(Array.from((screen.getByLabelText('Status') as HTMLSelectElement).options, (option) => option.text)).toEqual(['All', 'Published', 'Drafts']);
    expect(Array.from((screen.getByLabelText('Category') as HTMLSelectElement).options, (option) => option.text)).toEqual(['All categories', 'CSE', 'COD', 'Elective', 'Other']);
    expect(Array.from((screen.getByLabelText('Sort by') as HTMLSelectElement).options, (option) => option.text)).toEqual(['Newest', 'Oldest', 'A-Z', 'Z-A']);

    await user.selectOptions(screen.getByLabelText('Status'), 'Drafts');
    expect(await screen.findByRole('table', { name: 'Draft blogs' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Draft notes']));
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await user.selectOptions(screen.getByLabelText('Category'), 'Elective');
    await waitFor(() => expect(titles()).toEqual(['caches up close']));
    await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'A-Z');
    await waitFor(() => expect(titles()).toEqual(['caches up close', 'Graphs']));
    expect(currentLocation().search).toBe('?status=published&sort=az');
    expect(pageQueries().at(-1)).toEqual({ status: 'published', sort: 'az' });
  });

  it('opens the view a link names; unknown values fall back to the defaults', async () => {
    renderList('/admin/listBlog?q=graphs&status=published&category=cse&sort=za');
    await waitFor(() => expect(titles()).toEqual(['Graphs']));
    expect(screen.getByRole('searchbox', { name: 'Search blogs by title' })).toHaveValue('graphs');
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('CSE');
    expect(pageQueries()).toEqual([{ q: 'graphs', status: 'published', category: 'CSE', sort: 'za' }]);
  });

  it('ignores values it does not know', async () => {
    renderList('/admin/listBlog?status=archived&category=Robotics&sort=popular');
    await screen.findByRole('table', { name: 'All blogs' });
    expect(pageQueries()).toEqual([{}]);
  });

  it('says when nothing matches', async () => {
    renderList('/admin/listBlog?q=nothing');
    expect(await screen.findByText('No blogs match this search and these filters')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No blogs to show');
  });

  it('loads more a page at a time, numbering on, and moves focus to the first new row', async () => {
    stored = ARCHIVE;
    const { user } = renderList('/admin/listBlog?sort=oldest');
    await waitFor(() => expect(titles()).toHaveLength(ADMIN_PAGE_SIZE.default));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25 of 60 blogs');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(50));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50 of 60 blogs');
    expect(screen.getByRole('link', { name: 'Edit Lecture 25' })).toHaveFocus();
    expect(within(table()).getAllByRole('row')[26]).toHaveTextContent(/^26Lecture 25/);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(60));
    expect(titles()).toEqual(ARCHIVE.map((blog) => blog.title));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(pageQueries()).toEqual([{ sort: 'oldest' }, { sort: 'oldest', cursor: '25' }, { sort: 'oldest', cursor: '50' }]);
  });

  it('says when more could not be loaded, and tries again', async () => {
    stored = ARCHIVE;
    const { user } = renderList();
    await waitFor(() => expect(titles()).toHaveLength(25));
    api.on(PAGE, fail(500, 'Database is resting'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More blogs could not be loaded.');
    api.on(PAGE, fakeAdminBlogPage(() => stored));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toHaveLength(50));
  });

  it('counts past 1,000 as "1,000+"', async () => {
    stored = Array.from({ length: 1001 }, () => row());
    renderList();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 25 of 1,000+ blogs'));
  });

  it('toggles publishing, toasts the server message and refreshes the list', async () => {
    api.on('POST /api/blog/toggle-publish', () => {
      stored = stored.map((blog) => (blog._id === graphs._id ? { ...blog, isPublished: false } : blog));
      return ok({ message: 'Blog unpublished' });
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Graphs' }));
    expect(await screen.findByText('Blog unpublished')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish Graphs' })).toBeInTheDocument();
    expect(api.calls('POST /api/blog/toggle-publish')[0]?.body).toEqual({ id: graphs._id });
  });

  it('says what failed when toggling fails', async () => {
    api.on('POST /api/blog/toggle-publish', fail(404, 'Blog not found'));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Graphs' }));
    expect(await screen.findByText('An error occurred while toggling publish status: Blog not found')).toBeInTheDocument();
  });

  it('deletes only after the confirmation of docs/product.md#confirmations, then refreshes and says so', async () => {
    stored = [graphs];
    api.on('POST /api/blog/delete', () => {
      stored = [];
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
    expect(api.calls('POST /api/blog/delete')[0]?.body).toEqual({ id: graphs._id });
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Lists' })).toHaveFocus();
  });

  it('refetches every loaded page after a write, in order, with no row twice or lost', async () => {
    stored = ARCHIVE;
    api.on('POST /api/blog/delete', () => {
      stored = stored.filter((blog) => blog.title !== 'Lecture 59');
      return ok({ message: 'Blog deleted successfully' });
    });
    const { user } = renderList();
    await waitFor(() => expect(titles()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Delete Lecture 59' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 50 of 59 blogs'));
    const shown = titles();
    expect(new Set(shown).size).toBe(50);
    expect(shown[0]).toBe('Lecture 58');
    expect(shown.at(-1)).toBe('Lecture 09');
  });

  it('says what failed when deleting fails', async () => {
    api.on('POST /api/blog/delete', fail(404, 'Blog not found'));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Graphs' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred while deleting the blog: Blog not found')).toBeInTheDocument();
  });

  it('says "An error occurred while fetching blogs: " with the reason, and can try again', async () => {
    api.on(PAGE, fail(500, 'Database is resting'));
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching blogs: Database is resting');
    await vi.waitFor(() => expect(screen.getAllByText('An error occurred while fetching blogs: Database is resting')).toHaveLength(2));
    api.on(PAGE, fakeAdminBlogPage(() => [row({ title: 'Back again' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Back again' })).toBeInTheDocument();
  });
});
