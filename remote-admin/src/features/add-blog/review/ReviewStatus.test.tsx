import { API_PATHS } from '@studyhub/shared-api';
import { REVIEW_MESSAGES } from '@studyhub/shared-api/admin';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { ReviewStatus } from './ReviewStatus.tsx';

const api = setupFakeApi();
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const SUBMIT = `POST ${API_PATHS.adminBlogSubmit.replace(':id', ID)}`;

describe('ReviewStatus', () => {
  it("shows the editor's note on a returned draft and submits it again", async () => {
    api.on(SUBMIT, ok({ message: REVIEW_MESSAGES.submitted }));
    const onSubmitted = vi.fn();
    const { user } = renderPage(<ReviewStatus blog={{ _id: ID, reviewState: 'returned', reviewNote: 'Add a worked example.' }} maySubmit onSubmitted={onSubmitted} />, {
      apiBaseUrl: api.url,
      token: 'test-token',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Add a worked example.');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('submitted'));
    expect(api.calls(SUBMIT)).toHaveLength(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says a submitted draft waits, with no second submit', () => {
    renderPage(<ReviewStatus blog={{ _id: ID, reviewState: 'submitted' }} maySubmit onSubmitted={() => {}} />, { apiBaseUrl: api.url, token: 'test-token' });
    expect(screen.getByText(/an editor will publish it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('shows nothing to a role that does not submit, on a post not in review', () => {
    const { container } = renderPage(<ReviewStatus blog={{ _id: ID, reviewState: 'none' }} maySubmit={false} onSubmitted={() => {}} />, { apiBaseUrl: api.url, token: 'test-token' });
    expect(container.querySelector('section')).toBeNull();
  });
});
