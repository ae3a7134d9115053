import { API_PATHS } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, deferred, fakeListing, makeBlog, makeComment, renderPage, setupFakeApi, summaryOf } from '@studyhub/shared-testing';
import BlogDetail from './BlogDetail.tsx';
import { HERO_SIZES } from './BlogView.tsx';
import { RELATED_SIZES } from './RelatedPosts.tsx';

const api = setupFakeApi();
const BLOG = makeBlog({ _id: 'b1', title: 'Graphs and Trees', category: 'CSE', createdAt: '2026-03-05T12:00:00.000Z' });
const SAME = ['r1', 'r2', 'r3', 'r4'].map((id, index) => makeBlog({ _id: id, title: `Related ${id}`, category: 'CSE', createdAt: `2026-02-0${index + 1}T12:00:00.000Z` }));
const OTHER = makeBlog({ _id: 'o1', title: 'Pipelines', category: 'COD' });

beforeEach(() => {
  api.on('GET /api/blog/b1', { body: { success: true, blog: BLOG } });
  // The server's page for a category: its newest blogs, this one among them.
  api.on(`GET ${API_PATHS.blogList}`, fakeListing(() => [BLOG, OTHER, ...SAME].map(summaryOf)));
  api.on(`POST ${API_PATHS.blogComments}`, { body: { success: true, comments: [makeComment()] } });
});

const renderDetail = (id = 'b1') => renderPage(<BlogDetail />, { apiBaseUrl: api.url, path: '/blog/:id', route: `/blog/${id}` });

describe('BlogDetail (docs/product.md#blog-detail)', () => {
  it('shows a spinner, then the header, cover and body, and names the tab after the post', async () => {
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading resource...');
    const title = await screen.findByRole('heading', { level: 1, name: 'Graphs and Trees' });
    const header = title.closest('header')!;
    expect(within(header).getByText('CSE')).toBeInTheDocument();
    expect(within(header).getByText('Traversals without tears')).toBeInTheDocument();
    expect(within(header).getByText('March 5th 2026')).toHaveAttribute('datetime', BLOG.createdAt);
    expect(await within(header).findByRole('link', { name: '1 comment' })).toHaveAttribute('href', '#comments');
    expect(screen.getByRole('heading', { level: 2, name: 'Breadth first' })).toBeInTheDocument();
    expect(screen.getByText('neighbours').tagName).toBe('STRONG');
    // The largest image of the page: fetched first, at a width that fits the column.
    const cover = document.querySelector(`img[src="${BLOG.image}?w=720"]`);
    expect(cover).toHaveAttribute('width', '1280');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining(`${BLOG.image}?w=320 320w, `));
    expect(cover).toHaveAttribute('sizes', HERO_SIZES);
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(document.title).toBe('Graphs and Trees · StudyHub');
    // The head the shell's static host serves for this blog, kept after client-side navigation.
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Traversals without tears');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', window.location.pathname);
  });

  it('ends with the site footer, as the home page does', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Graphs and Trees' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© \d{4} StudyHub\. All rights reserved\./);
  });

  it('counts comments in the plural, and leaves out an absent subtitle', async () => {
    api.on('GET /api/blog/b1', { body: { success: true, blog: { ...BLOG, subTitle: undefined } } });
    api.on(`POST ${API_PATHS.blogComments}`, { body: { success: true, comments: [makeComment(), makeComment({ _id: 'c2', name: 'Ana' })] } });
    renderDetail();
    expect(await screen.findByRole('link', { name: '2 comments' })).toBeInTheDocument();
    expect(screen.queryByText('Traversals without tears')).toBeNull();
  });

  it('lists approved comments with their relative time', async () => {
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Comments (1)' });
    expect(within(section).getByText('Jun Park')).toBeInTheDocument();
    expect(within(section).getByText('Very helpful, thanks!')).toBeInTheDocument();
    expect(within(section).getByText('5 minutes ago')).toBeInTheDocument();
    expect(api.calls(`POST ${API_PATHS.blogComments}`)[0]!.body).toEqual({ blogId: 'b1' });
  });

  it('says so when there are no comments yet', async () => {
    api.on(`POST ${API_PATHS.blogComments}`, { body: { success: true, comments: [] } });
    renderDetail();
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 comments' })).toBeInTheDocument();
  });

  it('links up to three related posts of the same category with MMM D, YYYY dates', async () => {
    renderDetail();
    const related = await screen.findByRole('region', { name: 'Related Resources' });
    const links = await within(related).findAllByRole('link');
    // The newest three, as the server orders them.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/r4', '/blog/r3', '/blog/r2']);
    expect(links[0]).toHaveTextContent('Related r4');
    expect(links[0]).toHaveTextContent('Feb 4, 2026');
    const image = links[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('?w=320 320w, '));
    expect(image).toHaveAttribute('sizes', RELATED_SIZES);
    // One page of the category, one card more than shown: never the whole list.
    expect(api.requests.filter((request) => request.path === API_PATHS.blogList).map((request) => request.query)).toEqual([{ category: 'CSE', limit: '4' }]);
    expect(api.requests.some((request) => request.path === API_PATHS.blogAll)).toBe(false);
  });

  it('opens a related post in place, from the top of the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    api.on('GET /api/blog/r4', { body: { success: true, blog: SAME[3] } });
    const { user } = renderDetail();
    const related = await screen.findByRole('region', { name: 'Related Resources' });
    await user.click(await within(related).findByRole('link', { name: /Related r4/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Related r4' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/r4');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });

  it('has four share controls that share this page', async () => {
    renderDetail();
    const share = await screen.findByRole('region', { name: 'Share this resource' });
    const page = encodeURIComponent(`${window.location.origin}/blog/b1`);
    const links = within(share).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on X (Twitter) (opens in a new tab)',
      'Share on Facebook (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('href')).toContain(page);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('copies the page address and says so', async () => {
    const { user } = renderDetail();
    const button = await screen.findByRole('button', { name: 'Copy link' });
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/blog/b1`);
    expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();
  });

  it('shows "Resource not found" with a way home for an unknown or unpublished id, without a toast', async () => {
    renderDetail('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource not found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist or is no longer published/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Not found')).toBeNull();
    expect(document.title).toBe('Resource not found · StudyHub');
  });

  it('toasts the server message when the post fails to load, and retries', async () => {
    api.on('GET /api/blog/b1', { status: 503, body: { success: false, message: 'Database unreachable' } });
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'This resource could not be loaded' })).toBeInTheDocument();
    // The page's message and the toast: findAll settles at the first, and the toast may come later.
    await waitFor(() => expect(screen.getAllByText('Database unreachable')).toHaveLength(2));
    api.on('GET /api/blog/b1', { body: { success: true, blog: BLOG } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Graphs and Trees' })).toBeInTheDocument();
  });

  it('toasts a comments failure but still shows the post', async () => {
    api.on(`POST ${API_PATHS.blogComments}`, { status: 500, body: { success: false, message: 'Comments are resting' } });
    renderDetail();
    expect(await screen.findByText('Comments are resting')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Graphs and Trees' })).toBeInTheDocument();
  });

  it('keeps the related cards\' room while they load, as placeholders hidden from assistive tech', async () => {
    const held = deferred<void>();
    const listing = fakeListing(() => [BLOG, OTHER, ...SAME].map(summaryOf));
    api.on(`GET ${API_PATHS.blogList}`, async (request) => {
      await held.promise;
      return typeof listing === 'function' ? listing(request) : listing;
    });
    renderDetail();
    const related = await screen.findByRole('region', { name: 'Related Resources' });
    expect(related).toHaveAttribute('aria-busy', 'true');
    const placeholders = within(related).getByTestId('related-placeholders');
    expect(placeholders).toHaveAttribute('aria-hidden', 'true');
    expect(placeholders.querySelectorAll('li')).toHaveLength(3);
    held.resolve();
    expect(await within(related).findAllByRole('link')).toHaveLength(3);
    expect(related).not.toHaveAttribute('aria-busy');
  });

  it('only logs a related-content failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.on(`GET ${API_PATHS.blogList}`, { status: 500, body: { success: false, message: 'List is resting' } });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Graphs and Trees' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Related resources unavailable: List is resting'));
    expect(screen.queryByRole('region', { name: 'Related Resources' })).toBeNull();
    expect(screen.queryByText('List is resting')).toBeNull();
    warn.mockRestore();
  });

  it('marks a draft an admin previews, and offers no comment form on it', async () => {
    api.on('GET /api/blog/b1', { body: { success: true, blog: { ...BLOG, isPublished: false } } });
    renderDetail();
    expect(await screen.findByText(/Draft preview/)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Comments (1)' });
    expect(screen.queryByRole('form', { name: 'Leave a comment' })).toBeNull();
  });

  it('passes axe', async () => {
    const { container } = renderDetail();
    // Both while the related posts load and once they are there.
    await screen.findByRole('region', { name: 'Comments (1)' });
    expect(await axeViolations(container)).toEqual([]);
    await within(screen.getByRole('region', { name: 'Related Resources' })).findAllByRole('link');
    expect(await axeViolations(container)).toEqual([]);
  });
});
