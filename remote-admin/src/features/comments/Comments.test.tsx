import { CONFIRM_MESSAGES } from '@studyhub/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asAdmin, fail, makeComment, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Comments from './Comments.tsx';

const api = setupFakeApi();

function renderComments() {
  return { ...renderPage(<Comments />, { ...asAdmin, apiBaseUrl: api.url, route: '/admin/Comments' }), user: userEvent.setup() };
}

const waiting = makeComment({ name: 'Rafi Karim', content: 'Could you add the 2025 papers?', blog: { _id: 'b1', title: 'Graph algorithms' }, isApproved: false });
const approved = makeComment({ name: 'Nadia Islam', content: 'Thanks, this helped.', isApproved: true });

describe('Comments', () => {
  it('starts on Not Approved and shows blog title, name and comment with approve and delete', async () => {
    api.on('GET /api/admin/comments', ok({ comments: [waiting, approved] }));
    renderComments();
    expect(screen.getByRole('radio', { name: 'Not Approved' })).toBeChecked();
    const table = await screen.findByRole('table', { name: 'Comments awaiting approval' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Blog Title & Comment', 'Date', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Graph algorithmsRafi KarimCould you add the 2025 papers?');
    expect(within(rows[0]!).getByRole('button', { name: 'Approve comment by Rafi Karim' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete comment by Rafi Karim' })).toBeInTheDocument();
    expect(document.title).toBe('Comments · Admin · StudyHub');
  });

  it('shows approved comments under Approved, without an approve action', async () => {
    api.on('GET /api/admin/comments', ok({ comments: [waiting, approved] }));
    const { user } = renderComments();
    await screen.findByRole('table', { name: 'Comments awaiting approval' });
    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    const table = screen.getByRole('table', { name: 'Approved comments' });
    expect(within(table).getByText('Thanks, this helped.')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete comment by Nadia Islam' })).toBeInTheDocument();
  });

  it('approves, toasts the server message and refetches', async () => {
    api.on('GET /api/admin/comments', ok({ comments: [waiting] }));
    api.on('POST /api/admin/approve-comment', () => {
      api.on('GET /api/admin/comments', ok({ comments: [{ ...waiting, isApproved: true }] }));
      return ok({ message: 'Comment approved' });
    });
    const { user } = renderComments();
    await user.click(await screen.findByRole('button', { name: 'Approve comment by Rafi Karim' }));
    expect(await screen.findByText('Comment approved')).toBeInTheDocument();
    expect(await screen.findByText('No comments are waiting for approval')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/approve-comment')[0]?.body).toEqual({ id: waiting._id });
    expect(api.calls('GET /api/admin/comments')).toHaveLength(2);
  });

  it('deletes after the confirmation of docs/product.md#confirmations and refetches', async () => {
    api.on('GET /api/admin/comments', ok({ comments: [waiting] }));
    api.on('POST /api/admin/delete-comment', () => {
      api.on('GET /api/admin/comments', ok({ comments: [] }));
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
    api.on('GET /api/admin/comments', ok({ comments: [waiting] }));
    api.on('POST /api/admin/approve-comment', fail(404, 'Comment not found'));
    const { user } = renderComments();
    await user.click(await screen.findByRole('button', { name: 'Approve comment by Rafi Karim' }));
    expect(await screen.findByText('Comment not found')).toBeInTheDocument();
  });

  it('says "An error occurred while fetching comments: " with the reason', async () => {
    api.on('GET /api/admin/comments', fail(500, 'Database is resting'));
    renderComments();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching comments: Database is resting');
  });
});
