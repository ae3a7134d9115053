import { API_PATHS } from '@studyhub/shared-api';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, currentLocation, fail, makeSummary, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Author from './Author.tsx';

const api = setupFakeApi();
const ADA = { name: 'Ada Lovelace', slug: 'ada-lovelace' };
const postsPath = API_PATHS.authorPosts.replace(':slug', ADA.slug);
const FIRST = ['p1', 'p2'].map((id) => makeSummary({ _id: id, title: `First page ${id}`, author: ADA }));
const SECOND = [makeSummary({ _id: 'p3', title: 'Second page p3', author: ADA })];

beforeEach(() => {
  api.on(`GET ${API_PATHS.author.replace(':slug', ADA.slug)}`, ok({ author: { ...ADA, posts: 3 } }));
  // The author's pages, as the server keysets them: a cursor reads the next one.
  api.on(`GET ${postsPath}`, (request) =>
    request.query.cursor === 'c1' ? ok({ blogs: SECOND, total: 3, nextCursor: null }) : ok({ blogs: FIRST, total: 3, nextCursor: 'c1' }),
  );
});

const renderAuthor = (slug = ADA.slug) => renderPage(<Author />, { apiBaseUrl: api.url, path: '/authors/:slug', route: `/authors/${slug}` });

describe('Author (docs/product.md#author-page)', () => {
  it('names the author in its heading and the tab, links their feed, and lists their posts as cards without bylines', async () => {
    renderAuthor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(document.title).toBe('Ada Lovelace · StudyHub');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Posts by Ada Lovelace on StudyHub: 3 published.');
    expect(screen.getByText(/3 published posts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed of Ada Lovelace’s posts' })).toHaveAttribute('href', '/authors/ada-lovelace/rss.xml');
    const list = await screen.findByRole('list', { name: 'Posts by Ada Lovelace' });
    expect(within(list).getByRole('link', { name: /First page p1/ })).toHaveAttribute('href', '/blog/p1');
    // The heading names the author: no card repeats it.
    expect(within(list).queryAllByRole('link', { name: 'Ada Lovelace' })).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('loads the next page with "Load more", moves focus to its first card and stops at the last', async () => {
    const { user } = renderAuthor();
    await screen.findByRole('link', { name: /First page p2/ });
    expect(screen.getByText('2 of 3 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const third = await screen.findByRole('link', { name: /Second page p3/ });
    expect(third).toHaveFocus();
    expect(screen.getByText('3 of 3 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls(`GET ${postsPath}`).map((call) => call.query.cursor)).toEqual([undefined, 'c1']);
  });

  it('says an unknown author is not there, with a way home', async () => {
    api.on(`GET ${API_PATHS.author.replace(':slug', 'nobody')}`, fail(404, 'Author not found'));
    const { user } = renderAuthor('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Author not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(currentLocation().pathname).toBe('/');
  });
});
