import { API_PATHS, BLOG_PAGE_SIZE, studyHubApi, type BlogSummary } from '@studyhub/shared-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentLocation, fakeListing, IMAGE, makeSummary, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { ResourceListing } from './ResourceListing.tsx';

const api = setupFakeApi();
const LONG_BODY = `<p>${Array.from({ length: 20 }, (_, i) => `word${i + 1}`).join(' ')}</p>`;
const BLOGS: BlogSummary[] = [
  makeSummary({ _id: 'graphs', title: 'Graphs and Trees', category: 'CSE', createdAt: '2026-03-05T12:00:00.000Z', description: LONG_BODY }),
  makeSummary({ _id: 'caches', title: 'caches up close', category: 'COD', createdAt: '2026-02-10T12:00:00.000Z' }),
  makeSummary({ _id: 'ml', title: 'Machine Learning Elective', category: 'Elective', createdAt: '2026-01-20T12:00:00.000Z' }),
  makeSummary({ _id: 'plan', title: 'Finals Study Plan', category: 'Other', createdAt: '2025-12-01T12:00:00.000Z' }),
  makeSummary({ _id: 'dp', title: 'Dynamic Programming', category: 'CSE', createdAt: '2026-03-01T12:00:00.000Z' }),
];
/** Enough blogs for three pages: 24 + 24 + 2. */
const ARCHIVE: BlogSummary[] = Array.from({ length: 50 }, (_, i) =>
  makeSummary({ _id: `b${String(i).padStart(2, '0')}`, title: `Post ${String(i).padStart(2, '0')}`, category: 'CSE', createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() }),
);
let served: readonly BlogSummary[] = BLOGS;

beforeEach(() => {
  served = BLOGS;
  api.on(`GET ${API_PATHS.blogList}`, fakeListing(() => served));
});

async function renderListing(route = '/') {
  const page = renderPage(<ResourceListing />, { apiBaseUrl: api.url, route });
  await screen.findByRole('list', { name: 'Academic Resources' });
  return page;
}

const grid = () => screen.getByRole('list', { name: 'Academic Resources' });
const cardTitles = () => within(grid()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const listQueries = () => api.calls(`GET ${API_PATHS.blogList}`).map((request) => request.query);
const urlQuery = () => currentLocation().search;

describe('ResourceListing (Academic Resources, served a page at a time)', () => {
  it('shows card-shaped placeholders while loading, then the first page newest first with the server total', async () => {
    renderPage(<ResourceListing />, { apiBaseUrl: api.url });
    expect(screen.getByRole('heading', { level: 2, name: 'Academic Resources' })).toBeInTheDocument();
    expect(screen.getByTestId('listing-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading resources…');
    await screen.findByRole('list', { name: 'Academic Resources' });
    expect(screen.queryByTestId('listing-skeleton')).toBeNull();
    expect(cardTitles()).toEqual(['Graphs and Trees', 'Dynamic Programming', 'caches up close', 'Machine Learning Elective', 'Finals Study Plan']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 resources');
    // The default view is the shell's start-up request: no parameters at all.
    expect(listQueries()).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('builds each card as docs/product.md#blog-card describes, the whole card one link to the post', async () => {
    await renderListing();
    const link = screen.getByRole('link', { name: /^Graphs and Trees/ });
    expect(link).toHaveAttribute('href', '/blog/graphs');
    expect(link).toHaveAccessibleName(/^Graphs and Trees Mar 5, 2026 Category: ?CSE word1 .* word15… Read More → Academic Resource$/);
    expect(within(link).getByText('Mar 5, 2026')).toHaveAttribute('datetime', '2026-03-05T12:00:00.000Z');
    expect(within(link).getByText(/^word1 /)).toHaveTextContent(`${Array.from({ length: 15 }, (_, i) => `word${i + 1}`).join(' ')}…`);
    const image = link.querySelector('img')!;
    expect(image).toHaveAttribute('src', `${IMAGE}?w=720`);
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
  });

  it('loads every cover lazily: the hero text, not a cover, is the largest paint (docs/decisions/0052)', async () => {
    await renderListing();
    const loading = screen.getAllByRole('link').map((link) => link.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual(['lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('filters by category pill through the server and the URL, singular at one', async () => {
    const { user } = await renderListing();
    const pills = screen.getByRole('radiogroup', { name: 'Filter by category' });
    expect(within(pills).getAllByRole('radio').map((pill) => pill.textContent)).toEqual(['All', 'CSE', 'COD', 'Elective', 'Other']);
    expect(within(pills).getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(within(pills).getByRole('radio', { name: 'CSE' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Graphs and Trees', 'Dynamic Programming']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 resources');
    expect(urlQuery()).toBe('?category=CSE');

    await user.click(within(pills).getByRole('radio', { name: 'Other' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Finals Study Plan']));
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 1 resource$/);
    expect(listQueries()).toEqual([{}, { category: 'CSE' }, { category: 'Other' }]);
  });

  it('sorts by Newest, Oldest, A-Z and Z-A, each a server order kept in the URL', async () => {
    const { user } = await renderListing();
    const sort = screen.getByLabelText('Sort by');
    expect(Array.from((sort as HTMLSelectElement).options, (option) => option.text)).toEqual(['Newest', 'Oldest', 'A-Z', 'Z-A']);
    expect(sort).toHaveDisplayValue('Newest');
    await user.selectOptions(sort, 'Oldest');
    await waitFor(() => expect(cardTitles()).toEqual(['Finals Study Plan', 'Machine Learning Elective', 'caches up close', 'Dynamic Programming', 'Graphs and Trees']));
    expect(urlQuery()).toBe('?sort=oldest');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'A-Z');
    await waitFor(() => expect(cardTitles()).toEqual(['caches up close', 'Dynamic Programming', 'Finals Study Plan', 'Graphs and Trees', 'Machine Learning Elective']));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Z-A');
    await waitFor(() => expect(cardTitles()).toEqual(['Machine Learning Elective', 'Graphs and Trees', 'Finals Study Plan', 'Dynamic Programming', 'caches up close']));
    expect(urlQuery()).toBe('?sort=za');
  });

  it('opens the view a shared link names, and falls back to defaults for unknown values', async () => {
    await renderListing('/?q=%20caches%20&category=cod&sort=az');
    expect(cardTitles()).toEqual(['caches up close']);
    expect(screen.getByRole('radio', { name: 'COD' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('A-Z');
    expect(screen.getByText('Search:').parentElement).toHaveTextContent('Search: caches');
    expect(listQueries()).toEqual([{ q: 'caches', category: 'COD', sort: 'az' }]);
  });

  it('ignores a category or sort it does not know', async () => {
    await renderListing('/?category=Robotics&sort=popular');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Newest');
    expect(listQueries()).toEqual([{}]);
  });

  it('shows the search in a chip whose button clears it from the URL', async () => {
    const { user } = await renderListing('/?q=elective');
    expect(cardTitles()).toEqual(['Machine Learning Elective']);
    await user.click(screen.getByRole('button', { name: 'Remove search "elective"' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(screen.queryByText('Search:')).toBeNull();
    expect(urlQuery()).toBe('');
  });

  it('shows the empty state with its hint when nothing matches', async () => {
    renderPage(<ResourceListing />, { apiBaseUrl: api.url, route: '/?q=graphs&category=COD' });
    expect(await screen.findByRole('heading', { name: 'No resources found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Academic Resources' })).toBeNull();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    expect(screen.getAllByText('No resources found')).toHaveLength(2);
  });

  it('loads more a page at a time, says how many are shown, and moves focus to the first new card', async () => {
    served = ARCHIVE;
    const { user } = await renderListing('/?sort=oldest');
    expect(cardTitles()).toHaveLength(BLOG_PAGE_SIZE.default);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50 resources');
    expect(screen.getByText('24 of 50 shown')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(48));
    expect(screen.getByText('48 of 50 shown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Post 24/ })).toHaveFocus();

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(50));
    expect(cardTitles()).toEqual(ARCHIVE.map((blog) => blog.title));
    expect(screen.getByRole('link', { name: /^Post 48/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listQueries()).toEqual([{ sort: 'oldest' }, { sort: 'oldest', cursor: '24' }, { sort: 'oldest', cursor: '48' }]);
  });

  it('starts again from the first page when the view changes', async () => {
    served = ARCHIVE;
    const { user } = await renderListing();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(48));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest');
    await waitFor(() => expect(cardTitles()[0]).toBe('Post 00'));
    expect(cardTitles()).toHaveLength(24);
  });

  it('refetches every loaded page after a write', async () => {
    served = ARCHIVE;
    const { store, user } = await renderListing('/?sort=oldest');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(48));
    served = ARCHIVE.filter((blog) => blog._id !== 'b00');
    act(() => void store.dispatch(studyHubApi.util.invalidateTags(['Blog'])));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 49 resources'));
    await waitFor(() => expect(cardTitles()[0]).toBe('Post 01'));
  });

  it('shows a retryable error in place of the grid, and leaves the toast to the shell', async () => {
    api.on(`GET ${API_PATHS.blogList}`, { status: 503, body: { success: false, message: 'Database unreachable' } });
    const { user } = renderPage(<ResourceListing />, { apiBaseUrl: api.url });
    expect(await screen.findByRole('heading', { name: 'Resources could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText('Database unreachable')).toBeNull();

    api.on(`GET ${API_PATHS.blogList}`, fakeListing(() => served));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Academic Resources' });
    expect(cardTitles()).toHaveLength(5);
  });

  it('says when a further page fails, and tries it again', async () => {
    served = ARCHIVE;
    const { user } = await renderListing();
    api.on(`GET ${API_PATHS.blogList}`, { status: 503, body: { success: false, message: 'Database unreachable' } });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More resources could not be loaded.');
    api.on(`GET ${API_PATHS.blogList}`, fakeListing(() => served));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(48));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
