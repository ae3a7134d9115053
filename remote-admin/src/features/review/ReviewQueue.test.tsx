import { API_PATHS, type ReviewQueueRow } from '@studyhub/shared-api';
import { REVIEW_MESSAGES } from '@studyhub/shared-api/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, axeViolations, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import ReviewQueue from './ReviewQueue.tsx';

const api = setupFakeApi();
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const QUEUE = `GET ${API_PATHS.adminReviewQueue}`;
const RETURN = `POST ${API_PATHS.adminBlogReviewReturn.replace(':id', ID)}`;
const PUBLISH = `POST ${API_PATHS.adminBlogReviewPublish.replace(':id', ID)}`;
const DRAFT: ReviewQueueRow = { _id: ID, title: 'Bellman-Ford', category: 'CSE', authorName: 'Lab tutor', submittedAt: '2026-11-20T10:00:00.000Z' };

const page = (posts: ReviewQueueRow[]) => ok({ posts, total: posts.length, totalCapped: false, nextCursor: null });
const renderQueue = () => renderPage(<ReviewQueue />, { ...asAdmin, apiBaseUrl: api.url, route: '/admin/review' });

describe('ReviewQueue', () => {
  it('lists the submitted drafts with title, author and time, each to open, publish or return', async () => {
    api.on(QUEUE, page([DRAFT]));
    renderQueue();
    const table = await screen.findByRole('table', { name: 'Drafts waiting for review' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'Author', 'Submitted', 'Actions']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Bellman-Ford');
    expect(within(table).getByText('Lab tutor')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open Bellman-Ford' })).toHaveAttribute('href', `/admin/edit/${ID}`);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 draft');
    expect(document.title).toBe('Pending review · Admin · StudyHub');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('publishes a draft and says so', async () => {
    api.on(QUEUE, page([DRAFT]));
    api.on(PUBLISH, ok({ message: REVIEW_MESSAGES.published }));
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Publish Bellman-Ford' }));
    await waitFor(() => expect(api.calls(PUBLISH)).toHaveLength(1));
    expect(await screen.findByText(REVIEW_MESSAGES.published)).toBeInTheDocument();
  });

  it('returns a draft with the note typed, refusing a blank one first', async () => {
    api.on(QUEUE, page([DRAFT]));
    api.on(RETURN, ok({ message: REVIEW_MESSAGES.returned }));
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Return to author: Bellman-Ford' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to author: Bellman-Ford' });
    const note = within(dialog).getByRole('textbox', { name: 'Note for the author' });
    expect(note).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Return with note' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.noteRequired);
    expect(api.calls(RETURN)).toHaveLength(0);
    await user.type(note, 'Add a worked example.');
    await user.click(within(dialog).getByRole('button', { name: 'Return with note' }));
    await waitFor(() => expect(api.calls(RETURN).map((request) => request.body)).toEqual([{ note: 'Add a worked example.' }]));
    expect(await screen.findByText(REVIEW_MESSAGES.returned)).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    api.on(QUEUE, page([]));
    renderQueue();
    expect(await screen.findByText('No drafts are waiting for review.')).toBeInTheDocument();
  });
});
