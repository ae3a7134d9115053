import { API_PATHS, PREVIEW_MESSAGES } from '@studyhub/shared-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, fail, makeBlog, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import DraftPreview from './DraftPreview.tsx';
import { DRAFT_PREVIEW_TEXTS } from './preview-texts.ts';

const api = setupFakeApi();
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const DRAFT = makeBlog({ _id: 'b1', title: 'Graphs, rewritten', category: 'CSE', createdAt: '2026-03-05T12:00:00.000Z', isPublished: false });
const url = `GET ${API_PATHS.preview.replace(':token', TOKEN)}`;

const renderPreview = () => renderPage(<DraftPreview />, { apiBaseUrl: api.url, path: '/preview/:token', route: `/preview/${TOKEN}` });

describe('DraftPreview (docs/product.md#share-a-draft)', () => {
  it('shows the draft in the blog page’s article under the banner, read-only, never indexed', async () => {
    api.on(url, { body: { success: true, blog: DRAFT, preview: true } });
    const { container } = renderPreview();
    const title = await screen.findByRole('heading', { level: 1, name: 'Graphs, rewritten' });
    const banner = screen.getByRole('note', { name: DRAFT_PREVIEW_TEXTS.banner });
    expect(banner).toHaveTextContent(DRAFT_PREVIEW_TEXTS.banner);
    // The banner comes before the article, which has the blog page's header and body.
    expect(banner.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const article = screen.getByRole('article');
    expect(within(article).getByText('March 5th 2026')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Breadth first' })).toBeInTheDocument();
    // Read-only: no comments, no sharing, no related posts.
    expect(screen.queryByRole('region', { name: /Comments/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('region', { name: /Related/ })).toBeNull();
    expect(screen.queryByText(/Share/)).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.title).toBe('Draft preview: Graphs, rewritten · StudyHub');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says a dead link is not found, the same for every reason', async () => {
    api.on(url, fail(404, PREVIEW_MESSAGES.notFound));
    const { container } = renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT_PREVIEW_TEXTS.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(DRAFT_PREVIEW_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('note')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers to try again when the API fails', async () => {
    api.on(url, fail(500, 'Something went wrong'));
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT_PREVIEW_TEXTS.failed })).toBeInTheDocument();
    api.on(url, { body: { success: true, blog: DRAFT, preview: true } });
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Graphs, rewritten' })).toBeInTheDocument();
  });
});
