import { type BlogSource } from '@studyhub/shared-api';
import { SCHEDULE_MESSAGES } from '@studyhub/shared-api/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMAGE, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import EditBlog from './EditBlog.tsx';

// The Schedule panel inside Edit Blog (docs/decisions/0077): only for an unpublished post, and a
// schedule's new version is the one the form saves against next.
const api = setupFakeApi();
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const PUBLISH_AT = '2030-03-04T08:00:00.000Z';
const DRAFT: BlogSource = { _id: ID, title: 'Graph algorithms', subTitle: 'BFS', description: '<p>Visit every vertex once.</p>', image: IMAGE, category: 'CSE', createdAt: '2026-11-20T10:00:00.000Z', isPublished: false, version: 3 };

async function renderEditor(blog: BlogSource) {
  api.on('GET /api/site', ok({ site: { demo: null, ai: { configured: true } } }));
  api.on(`GET /api/admin/blogs/${ID}`, ok({ blog }));
  renderPage(<EditBlog />, { apiBaseUrl: api.url, path: '/admin/edit/:id', route: `/admin/edit/${ID}`, token: 'test-token' });
  await screen.findByRole('textbox', { name: 'Blog Description' }, { timeout: 10_000 });
  return userEvent.setup({ applyAccept: false });
}

describe('EditBlog with a schedule', () => {
  it('has no Schedule panel for a published post', async () => {
    await renderEditor({ ...DRAFT, isPublished: true });
    expect(screen.queryByRole('region', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('cancels a schedule, then saves the form against the version the cancel answered, one form throughout', async () => {
    api.on(`DELETE /api/admin/blogs/${ID}/schedule`, ok({ message: SCHEDULE_MESSAGES.cancelled, blog: { ...DRAFT, version: 5 } }));
    api.on(`PUT /api/admin/blogs/${ID}`, ok({ message: 'Blog updated successfully', blog: { ...DRAFT, version: 6 } }));
    const user = await renderEditor({ ...DRAFT, version: 4, publishAt: PUBLISH_AT });
    expect(screen.getByText(/^Scheduled for /)).toHaveTextContent('2030');

    await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    await screen.findByRole('button', { name: 'Schedule' });
    expect(screen.getAllByRole('form', { name: /^Edit/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Blog updated successfully');
    const saved = JSON.parse((api.calls(`PUT /api/admin/blogs/${ID}`)[0]!.body as { blog: string }).blog) as { baseVersion: number };
    expect(saved.baseVersion).toBe(5);
  });
});
