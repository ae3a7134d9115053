import { API_PATHS, type Comment } from '@studyhub/shared-api';
import { CONFIRM_MESSAGES } from '@studyhub/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, axeViolations, currentLocation, fail, fakeAdminCommentPage, makeComment, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Comments from './Comments.tsx';

const api = setupFakeApi();
const PAGE = `GET ${API_PATHS.adminCommentPage}`;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const waiting = makeComment({ name: 'Rafi Karim', content: 'Could you add the 2025 papers?', blog: { _id: 'b1', title: 'Graph algorithms' }, isApproved: false, createdAt: minutesAgo(5) });
const approved = makeComment({ name: 'Nadia Islam', content: 'Thanks, this helped.', blog: { _id: 'b2', title: 'Caches up close' }, isApproved: true, createdAt: minutesAgo(10) });
const older = makeComment({ name: 'Tanvir Ahmed', content: 'Which edition of CLRS?', blog: { _id: 'b2', title: 'Caches up close' }, isApproved: false, createdAt: minutesAgo(60) });
/** More of the queue than one page: 25 + 5. */
const QUEUE = Array.from({ length: 30 }, (_, i) => makeComment({ name: `Reader ${String(i).padStart(2, '0')}`, content: `Question ${i}`, isApproved: false, createdAt: minutesAgo(100 + i) }));

let stored: Comment[] = [];
beforeEach(() => {
  stored = [waiting, approved, older];
  api.on(PAGE, fakeAdminCommentPage(() => stored));
});

function renderComments(route = '/admin/Comments') {
  return renderPage(<Comments />, { ...asAdmin, apiBaseUrl: api.url, route });
}

const rows = (name: string | RegExp) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const pageQueries = () => api.calls(PAGE).map((request) => request.query);

describe('Comments', () => {
  it('starts on Not Approved and shows blog title, name and comment with approve and delete, newest first', async () => {
    renderComments();
    expect(screen.getByRole('radio', { name: 'Not Approved' })).toBeChecked();
    const table = await screen.findByRole('table', { name: 'Comments awaiting approval' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Blog Title & Comment', 'Date', 'Action']);
    const queue = rows('Comments awaiting approval');
    expect(queue).toHaveLength(2);
    expect(queue[0]).toHaveTextContent('Graph algorithmsRafi KarimCould you add the 2025 papers?');
    expect(within(queue[0]!).getByRole('button', { name: 'Approve comment by Rafi Karim' })).toBeInTheDocument();
    expect(within(queue[0]!).getByRole('button', { name: 'Delete comment by Rafi Karim' })).toBeInTheDocument();
    expect(queue[1]).toHaveTextContent('Tanvir Ahmed');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 comments');
    expect(document.title).toBe('Comments · Admin · StudyHub');
    expect(pageQueries()).toEqual([{}]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows approved comments under Approved, without an approve action, and every comment under All', async () => {
    const { user } = renderComments();
    await screen.findByRole('table', { name: 'Comments awaiting approval' });
    expect(screen.getAllByRole('radio').map((pill) => pill.textContent)).toEqual(['Approved', 'Not Approved', 'All']);
    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    const table = await screen.findByRole('table', { name: 'Approved comments' });
    expect(within(table).getByText('Thanks, this helped.')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete comment by Nadia Islam' })).toBeInTheDocument();
    expect(currentLocation().search).toBe('?status=approved');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rows('All comments')).toHaveLength(3));
    expect(pageQueries()).toEqual([{}, { status: 'approved' }, { status: 'all' }]);
  });

  it('searches text, names and blog titles on submit, and sorts oldest first, through the URL', async () => {
    const { user } = renderComments();
    await screen.findByRole('table', { name: 'Comments awaiting approval' });
    await user.type(screen.getByRole('searchbox', { name: 'Search comments' }), 'caches{Enter}');
    await waitFor(() => expect(rows('Comments awaiting approval')).toHaveLength(1));
    expect(rows('Comments awaiting approval')[0]).toHaveTextContent('Which edition of CLRS?');
    expect(currentLocation().search).toBe('?q=caches');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest');
    await waitFor(() => expect(rows('Comments awaiting approval')[0]).toHaveTextContent('Tanvir Ahmed'));
    expect(currentLocation().search).toBe('?sort=oldest');
    expect(pageQueries()).toEqual([{}, { q: 'caches' }, { sort: 'oldest' }]);
  });

  it('says when a search finds nothing', async () => {
    renderComments('/admin/Comments?q=nothing&status=all');
    expect(await screen.findByText('No comments match this search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No comments to show');
  });

  it('loads more of the queue and moves focus to the first new row', async () => {
    stored = QUEUE;
    const { user } = renderComments();
    await waitFor(() => expect(rows('Comments awaiting approval')).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Comments awaiting approval')).toHaveLength(30));
    expect(screen.getByRole('button', { name: 'Approve comment by Reader 25' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 30 of 30 comments');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('approves, toasts the server message and refetches: the row leaves the queue', async () => {
    api.on('POST /api/admin/approve-comment', () => {
      stored = stored.map((comment) => (comment._id === waiting._id ? { ...comment, isApproved: true } : comment));
      return ok({ message: 'Comment approved' });
    });
    const { user } = renderComments();
    await user.click(await screen.findByRole('button', { name: 'Approve comment by Rafi Karim' }));
    expect(await screen.findByText('Comment approved')).toBeInTheDocument();
    await waitFor(() => expect(rows('Comments awaiting approval')).toHaveLength(1));
    expect(screen.queryByText('Could you add the 2025 papers?')).toBeNull();
    expect(api.calls('POST /api/admin/approve-comment')[0]?.body).toEqual({ id: waiting._id });
    expect(pageQueries()).toEqual([{}, {}]);
  });

  it('deletes after the confirmation of docs/product.md#confirmations and refetches', async () => {
    stored = [waiting];
    api.on('POST /api/admin/delete-comment', () => {
      stored = [];
      return ok({ message: 'Comment deleted' });
    });
    const { user } = renderComments();
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Rafi Karim' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(CONFIRM_MESSAGES.deleteComment);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    expect(await screen.findByText('No comments are waiting for approval')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/delete-comment')[0]?.body).toEqual({ id: waiting._id });
  });

  it('toasts the server message when approving or deleting fails', async () => {
    api.on('POST /api/admin/approve-comment', fail(404, 'Comment not found'));
    const { user } = renderComments();
    await user.click(await screen.findByRole('button', { name: 'Approve comment by Rafi Karim' }));
    expect(await screen.findByText('Comment not found')).toBeInTheDocument();
  });

  it('says "An error occurred while fetching comments: " with the reason', async () => {
    api.on(PAGE, fail(500, 'Database is resting'));
    renderComments();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching comments: Database is resting');
  });
});
