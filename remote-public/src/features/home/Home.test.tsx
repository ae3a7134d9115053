import { API_PATHS, selectSearchText } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, fakeListing, makeSummary, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Home from './Home.tsx';

const api = setupFakeApi();
const BLOGS = [
  makeSummary({ _id: 'graphs', title: 'Graphs and Trees', category: 'CSE' }),
  makeSummary({ _id: 'caches', title: 'Caches up close', category: 'COD', createdAt: '2026-01-01T12:00:00.000Z' }),
];

beforeEach(() => {
  api.on(`GET ${API_PATHS.blogList}`, fakeListing(() => BLOGS));
  api.on(`GET ${API_PATHS.site}`, { body: { success: true, site: { demo: { email: 'a@example.edu', password: 'pw' }, ai: { configured: false } } } });
});

async function renderHome(route = '/') {
  const page = renderPage(<Home />, { apiBaseUrl: api.url, route });
  await screen.findByRole('list', { name: 'Academic Resources' });
  return page;
}

describe('Home (docs/product.md#public-app)', () => {
  it('has the hero, the listing, the contributors and the footer, and names the tab', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Academic Resources' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Contributors' })).toBeInTheDocument();
    expect(screen.getByText('Affiliated with top educational institutions worldwide')).toBeInTheDocument();
    expect(document.title).toBe('Home · StudyHub');
  });

  it('search in the hero → URL, store and chip in the listing → the chip clears them all', async () => {
    const { store, user } = await renderHome();
    const input = screen.getByRole('searchbox', { name: 'Search resources' });
    await user.type(input, 'caches{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Academic Resources' })).getAllByRole('link')).toHaveLength(1));
    const grid = screen.getByRole('list', { name: 'Academic Resources' });
    expect(within(grid).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/blog/caches']);
    expect(screen.getByText('Search:').parentElement).toHaveTextContent('Search: caches');
    expect(screen.getByTestId('location')).toHaveTextContent('?q=caches');
    expect(selectSearchText(store.getState())).toBe('caches');

    await user.click(screen.getByRole('button', { name: 'Remove search "caches"' }));
    expect(screen.queryByText('Search:')).toBeNull();
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Search' })).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Academic Resources' })).getAllByRole('link')).toHaveLength(2));
    expect(selectSearchText(store.getState())).toBe('');
  });

  it('opens a shared search: the hero input, the chip and the store all show it', async () => {
    const { store } = await renderHome('/?q=graphs&category=CSE');
    expect(screen.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('graphs');
    expect(screen.getByRole('button', { name: 'Clear Search' })).toBeInTheDocument();
    expect(screen.getByText('Search:').parentElement).toHaveTextContent('Search: graphs');
    expect(selectSearchText(store.getState())).toBe('graphs');
  });

  it('does not toast a failed blog list (the shell already does)', async () => {
    api.on(`GET ${API_PATHS.blogList}`, { status: 500, body: { success: false, message: 'Blogs are resting' } });
    renderPage(<Home />, { apiBaseUrl: api.url });
    expect(await screen.findByRole('heading', { name: 'Resources could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText('Blogs are resting')).toBeNull();
  });

  it('passes axe', async () => {
    const { container } = await renderHome();
    await screen.findByRole('complementary', { name: 'Try the admin portal' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
