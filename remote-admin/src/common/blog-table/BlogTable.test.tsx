import { API_PATHS, type AdminBlogRow, type StaffRole } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { BlogTable } from './BlogTable.tsx';

const api = setupFakeApi();
const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const row = (title: string, overrides: Partial<AdminBlogRow>): AdminBlogRow => ({
  _id: `00000000-0000-4000-8000-00000000000${title.length % 10}`,
  title,
  category: 'CSE',
  createdAt: '2026-11-20T10:00:00.000Z',
  isPublished: false,
  ...overrides,
});
const MINE = row('Mine', { authorId: ME, reviewState: 'submitted' });
const THEIRS = row('Someone else', { _id: '00000000-0000-4000-8000-000000000099', authorId: OTHER, isPublished: true });

function renderAs(role: StaffRole) {
  api.on(`GET ${API_PATHS.adminAccount}`, ok({ account: { id: ME, email: 'me@example.edu', displayName: 'Me', role, slug: null } }));
  renderPage(<BlogTable caption="All blogs" blogs={[MINE, THEIRS]} />, { ...asAdmin, apiBaseUrl: api.url, route: '/admin/listBlog' });
  return screen.getByRole('table', { name: 'All blogs' });
}

// Issue 36: what a role cannot do to a post is not shown, by the contract's staffCan.
describe('BlogTable by role', () => {
  it('shows a contributor Edit and Delete on its own draft only, never Publish, and its review state', async () => {
    const table = renderAs('contributor');
    // Until the API says who is signed in, the controls every account had before roles are shown.
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Edit Someone else' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Edit Mine' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Mine' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^(Publish|Unpublish) / })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete Someone else' })).toBeNull();
    expect(within(table).getByText('In review')).toBeInTheDocument();
  });

  it("shows an author its own post's controls and none of another's", async () => {
    const table = renderAs('author');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Edit Someone else' })).toBeNull());
    expect(within(table).getByRole('button', { name: 'Publish Mine' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Unpublish Someone else' })).toBeNull();
  });

  it('shows an editor every control on every post', async () => {
    const table = renderAs('editor');
    await waitFor(() => expect(api.calls(`GET ${API_PATHS.adminAccount}`)).toHaveLength(1));
    expect(await within(table).findByRole('button', { name: 'Unpublish Someone else' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit Someone else' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Someone else' })).toBeInTheDocument();
  });
});
