import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderPage } from '@studyhub/shared-testing';
import { BlogResults } from './BlogResults.tsx';
import { loadSearchIndex } from './load-search-index.ts';
import { SearchPage } from './SearchPage.tsx';
import { blogHit, startFakeSearch } from './testing/search-fakes.ts';

vi.mock('./load-search-index.ts', () => ({ loadSearchIndex: vi.fn(), loadedSearchIndex: () => undefined }));

const api = startFakeSearch();
beforeEach(() => {
  api.reply = (q) =>
    q === 'recursion'
      ? { status: 200, body: { success: true, blogs: [blogHit('b1', 'Recursion, gently', 'recursion'), blogHit('b2', 'Trees and recursion', 'recursion')], total: 7 } }
      : { status: 200, body: { success: true, blogs: [], total: 0 } };
});
afterEach(() => vi.mocked(loadSearchIndex).mockReset());

const renderSearch = (route = '/search?q=recursion') => renderPage(<SearchPage />, { apiBaseUrl: api.url, path: '/search', route });
const status = () => screen.getByRole('status');
const location = () => screen.getByTestId('location');

describe('SearchPage', () => {
  it('lists blogs, then each resource kind, under headings, with the matches marked and the count announced', async () => {
    const { container } = renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('10 results for “recursion”'));
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Search blogs, courses/ })).toHaveValue('recursion');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Blogs', 'Courses', 'Playlists', 'Lab tutors']);

    const blogs = screen.getByRole('region', { name: 'Blogs' });
    expect(within(blogs).getByText('7 blogs match; the 2 best are shown.')).toBeInTheDocument();
    const first = within(blogs).getByRole('link', { name: 'Recursion, gently' });
    expect(first).toHaveAttribute('href', '/blog/b1');
    expect(first.querySelector('mark')).toHaveTextContent('Recursion');
    expect(within(blogs).getAllByText('CSE')[0]).toBeInTheDocument();
    expect(within(blogs).getAllByRole('listitem')[0]).toHaveTextContent('Jan 5, 2026');

    const courses = screen.getByRole('region', { name: 'Courses' });
    expect(within(courses).getByRole('link', { name: 'CSE221: Introduction to Algorithms' })).toHaveAttribute('href', '/notes/cse221');
    expect(within(courses).getByText('Recursion').tagName).toBe('MARK');
    expect(screen.getByRole('region', { name: 'Playlists' })).toContainElement(screen.getByRole('link', { name: 'CSE111 playlist' }));
    expect(document.title).toBe('Search: recursion · StudyHub');
    expect(api.queries).toEqual(['recursion']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('follows the typing in the address (replaced, after a pause) and commits at once on Enter', async () => {
    const user = userEvent.setup();
    renderSearch('/search');
    expect(screen.getByText(/Type a word or two/)).toBeInTheDocument();
    const input = screen.getByRole('searchbox');
    expect(input).toHaveFocus();

    await user.type(input, 'recur');
    expect(location()).toHaveTextContent(/^\/search$/);
    await waitFor(() => expect(location()).toHaveTextContent('/search?q=recur'));
    expect(location()).toHaveAttribute('data-type', 'REPLACE');

    await user.type(input, 'sion{Enter}');
    expect(location()).toHaveTextContent('/search?q=recursion');
    await waitFor(() => expect(status()).toHaveTextContent('10 results for “recursion”'));

    await user.clear(input);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search$/));
    expect(status()).toBeEmptyDOMElement();
  });

  it('says when nothing matches, with ways on', async () => {
    renderSearch('/search?q=zzzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'No results for “zzzz”' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('No results for “zzzz”');
    expect(screen.getByRole('link', { name: 'Handwritten Notes' })).toHaveAttribute('href', '/notes');
  });

  it('keeps the resource results when the blog search fails, and retries the blogs', async () => {
    const user = userEvent.setup();
    api.reply = () => ({ status: 503, body: { success: false, message: 'Search is resting' } });
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent('3 results for “recursion”; blogs could not be searched'));
    expect(screen.getByText(/Blogs could not be searched right now \(Search is resting\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSE221: Introduction to Algorithms' })).toBeInTheDocument();

    api.reply = () => ({ status: 200, body: { success: true, blogs: [blogHit('b1', 'Recursion, gently', 'recursion')], total: 1 } });
    await user.click(screen.getByRole('button', { name: 'Retry blogs' }));
    expect(await screen.findByRole('link', { name: 'Recursion, gently' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('4 results for “recursion”'));
  });

  it('announces a count past the API’s cap as a lower bound', async () => {
    api.reply = () => ({ status: 200, body: { success: true, blogs: [blogHit('b1', 'Recursion, gently', 'recursion')], total: 1000, totalCapped: true } });
    renderSearch();
    await waitFor(() => expect(status()).toHaveTextContent(/^More than 1,0\d\d results for “recursion”$/));
    expect(screen.getByText('More than 1,000 blogs match; the best one is shown.')).toBeInTheDocument();
  });

  it('keeps the blogs when the resource index cannot load, and retries it', async () => {
    const user = userEvent.setup();
    vi.mocked(loadSearchIndex).mockRejectedValueOnce(new Error('remote_resources is down'));
    renderSearch();
    expect(await screen.findByText(/could not be searched right now/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Recursion, gently' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry resources' }));
    expect(await screen.findByRole('link', { name: 'CSE221: Introduction to Algorithms' })).toBeInTheDocument();
  });

  it('shows markup in a query and in results as text', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    api.reply = () => ({ status: 200, body: { success: true, blogs: [blogHit('b9', `Escaping ${payload} and <script>x</script>`, payload)], total: 1 } });
    const { container } = renderSearch(`/search?q=${encodeURIComponent(payload)}`);
    expect(await screen.findByRole('link', { name: `Escaping ${payload} and <script>x</script>` })).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveValue(payload);
    await act(async () => {});
  });

  it('says when more blogs match than the API counts, and the exact total otherwise', () => {
    const hits = [blogHit('b1', 'Graphs', 'graph'), blogHit('b2', 'Graph colouring', 'graph')];
    const blogs = { status: 'ready' as const, hits, total: 1000, totalCapped: false, retry: () => undefined };
    const show = (totalCapped: boolean) =>
      renderPage(<BlogResults blogs={{ ...blogs, totalCapped }} />, { apiBaseUrl: api.url, path: '/search', route: '/search' });

    const capped = show(true);
    expect(screen.getByText('More than 1,000 blogs match; the 2 best are shown.')).toBeInTheDocument();
    capped.unmount();
    show(false);
    expect(screen.getByText('1,000 blogs match; the 2 best are shown.')).toBeInTheDocument();
  });
});
