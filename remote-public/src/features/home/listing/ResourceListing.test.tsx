import { API_PATHS, searchSubmitted, type BlogSummary } from '@studyhub/shared-api';
import { toast } from '@studyhub/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi } from '../../../testing/fake-api.ts';
import { makeBlog, makeSummary } from '../../../testing/fixtures.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { ResourceListing } from './ResourceListing.tsx';

const api = new FakeApi();
const LONG_BODY = `<p>${Array.from({ length: 20 }, (_, i) => `word${i + 1}`).join(' ')}</p>`;
const BLOGS: BlogSummary[] = [
  makeSummary({ _id: 'graphs', title: 'Graphs and Trees', category: 'CSE', createdAt: '2026-03-05T12:00:00.000Z', description: LONG_BODY }),
  makeSummary({ _id: 'caches', title: 'caches up close', category: 'COD', createdAt: '2026-02-10T12:00:00.000Z' }),
  makeSummary({ _id: 'ml', title: 'Machine Learning Elective', category: 'Elective', createdAt: '2026-01-20T12:00:00.000Z' }),
  makeSummary({ _id: 'plan', title: 'Finals Study Plan', category: 'Other', createdAt: '2025-12-01T12:00:00.000Z' }),
  makeSummary({ _id: 'dp', title: 'Dynamic Programming', category: 'CSE', createdAt: '2026-03-01T12:00:00.000Z' }),
];

beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.on('GET', API_PATHS.blogAll, { body: { success: true, blogs: BLOGS } });
});
afterEach(() => act(() => toast.remove()));

async function renderListing() {
  const page = renderPage(<ResourceListing />, { apiBaseUrl: api.url });
  await screen.findByRole('list', { name: 'Academic Resources' });
  return page;
}

const cardTitles = () => within(screen.getByRole('list', { name: 'Academic Resources' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('ResourceListing (SPEC §2 Academic Resources)', () => {
  it('shows card-shaped placeholders while loading, then every blog newest first', async () => {
    renderPage(<ResourceListing />, { apiBaseUrl: api.url });
    expect(screen.getByRole('heading', { level: 2, name: 'Academic Resources' })).toBeInTheDocument();
    expect(screen.getByTestId('listing-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading resources…');
    await screen.findByRole('list', { name: 'Academic Resources' });
    expect(screen.queryByTestId('listing-skeleton')).toBeNull();
    expect(cardTitles()).toEqual(['Graphs and Trees', 'Dynamic Programming', 'caches up close', 'Machine Learning Elective', 'Finals Study Plan']);
    expect(screen.getByText('Showing 5 resources')).toBeInTheDocument();
  });

  it('builds each card as SPEC §2 describes, the whole card one link to the post', async () => {
    await renderListing();
    const link = screen.getByRole('link', { name: /^Graphs and Trees/ });
    expect(link).toHaveAttribute('href', '/blog/graphs');
    // Named by its visible text, title first.
    expect(link).toHaveAccessibleName(/^Graphs and Trees Mar 5, 2026 Category: ?CSE word1 .* word15… Read More → Academic Resource$/);
    expect(within(link).getByText('CSE')).toBeInTheDocument();
    expect(within(link).getByText('Mar 5, 2026')).toHaveAttribute('datetime', '2026-03-05T12:00:00.000Z');
    expect(within(link).getByText(/^word1 /)).toHaveTextContent(`${Array.from({ length: 15 }, (_, i) => `word${i + 1}`).join(' ')}…`);
    expect(within(link).getByText('Read More →')).toBeInTheDocument();
    expect(within(link).getByText('Academic Resource')).toBeInTheDocument();
    const image = link.querySelector('img')!;
    expect(image).toHaveAttribute('src', makeBlog().image);
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
  });

  it('loads the first row of covers at once and the rest lazily', async () => {
    await renderListing();
    const loading = screen.getAllByRole('link').map((link) => link.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
  });

  it('filters by category pill and says how many are shown, singular at one', async () => {
    const { user } = await renderListing();
    const pills = screen.getByRole('radiogroup', { name: 'Filter by category' });
    expect(within(pills).getAllByRole('radio').map((pill) => pill.textContent)).toEqual(['All', 'CSE', 'COD', 'Elective', 'Other']);
    expect(within(pills).getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(within(pills).getByRole('radio', { name: 'CSE' }));
    expect(cardTitles()).toEqual(['Graphs and Trees', 'Dynamic Programming']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 resources');

    await user.click(within(pills).getByRole('radio', { name: 'Other' }));
    expect(cardTitles()).toEqual(['Finals Study Plan']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 resource');
    expect(screen.getByRole('status')).not.toHaveTextContent('resources');
  });

  it('sorts by Newest, Oldest, A-Z and Z-A', async () => {
    const { user } = await renderListing();
    const sort = screen.getByLabelText('Sort by');
    expect(Array.from((sort as HTMLSelectElement).options, (option) => option.text)).toEqual(['Newest', 'Oldest', 'A-Z', 'Z-A']);
    expect(sort).toHaveDisplayValue('Newest');
    await user.selectOptions(sort, 'Oldest');
    expect(cardTitles()).toEqual(['Finals Study Plan', 'Machine Learning Elective', 'caches up close', 'Dynamic Programming', 'Graphs and Trees']);
    await user.selectOptions(sort, 'A-Z');
    expect(cardTitles()).toEqual(['caches up close', 'Dynamic Programming', 'Finals Study Plan', 'Graphs and Trees', 'Machine Learning Elective']);
    await user.selectOptions(sort, 'Z-A');
    expect(cardTitles()).toEqual(['Machine Learning Elective', 'Graphs and Trees', 'Finals Study Plan', 'Dynamic Programming', 'caches up close']);
  });

  it('follows the shared search text, shows it in a chip whose button clears it', async () => {
    const { store, user } = await renderListing();
    expect(screen.queryByText('Search:')).toBeNull();
    act(() => void store.dispatch(searchSubmitted('CACHES')));
    expect(cardTitles()).toEqual(['caches up close']);
    expect(screen.getByText('Search:').parentElement).toHaveTextContent('Search: CACHES');

    // The search also matches categories.
    act(() => void store.dispatch(searchSubmitted('elective')));
    expect(cardTitles()).toEqual(['Machine Learning Elective']);

    await user.click(screen.getByRole('button', { name: 'Remove search "elective"' }));
    expect(store.getState().search.text).toBe('');
    expect(screen.queryByText('Search:')).toBeNull();
    expect(cardTitles()).toHaveLength(5);
  });

  it('combines search and category, and shows the empty state with its hint', async () => {
    const { store, user } = await renderListing();
    act(() => void store.dispatch(searchSubmitted('graphs')));
    await user.click(screen.getByRole('radio', { name: 'COD' }));
    expect(screen.queryByRole('list', { name: 'Academic Resources' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No resources found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    expect(screen.getAllByText('No resources found')).toHaveLength(2);
  });

  it('recomputes when the blog list changes', async () => {
    const { store } = await renderListing();
    api.on('GET', API_PATHS.blogAll, { body: { success: true, blogs: [BLOGS[1]] } });
    const { studyHubApi } = await import('@studyhub/shared-api');
    act(() => void store.dispatch(studyHubApi.util.invalidateTags(['Blog'])));
    await waitFor(() => expect(cardTitles()).toEqual(['caches up close']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 resource');
  });

  it('shows a retryable error in place of the grid, and leaves the toast to the shell', async () => {
    api.on('GET', API_PATHS.blogAll, { status: 503, body: { success: false, message: 'Database unreachable' } });
    const { user } = renderPage(<ResourceListing />, { apiBaseUrl: api.url });
    expect(await screen.findByRole('heading', { name: 'Resources could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText('Database unreachable')).toBeNull();

    api.on('GET', API_PATHS.blogAll, { body: { success: true, blogs: BLOGS } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Academic Resources' });
    expect(cardTitles()).toHaveLength(5);
  });
});
