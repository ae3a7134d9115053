import type { BlogSource, PostAutosave } from '@studyhub/shared-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import EditBlog from '../EditBlog.tsx';

// Edit Blog's autosave against the fake API (docs/decisions/0076).
const api = setupFakeApi();
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const AUTOSAVE_ROUTE = `/api/admin/blogs/${ID}/autosave`;
const ACCOUNT = '0b6c1f0e-7d1a-4c8e-9a55-3f1d2e4b5a60';

const source: BlogSource = {
  _id: ID,
  title: 'Graph algorithms',
  subTitle: 'BFS and DFS',
  description: '<p>Visit every vertex once.</p>',
  image: IMAGE,
  category: 'Elective',
  createdAt: '2026-11-20T10:00:00.000Z',
  isPublished: true,
  version: 3,
};

const autosaved = (overrides: Partial<PostAutosave> = {}): PostAutosave => ({
  revision: 7,
  version: 3,
  title: 'Graph algorithms, rewritten',
  subTitle: 'BFS and DFS',
  description: '<p>Visit every vertex exactly once.</p>',
  category: 'Elective',
  savedAt: '2026-11-27T09:30:00.000Z',
  ...overrides,
});

function serve(autosave: PostAutosave | null) {
  api.on('GET /api/site', ok({ site: { demo: null, ai: { configured: true } } }));
  api.on(`GET /api/admin/blogs/${ID}`, ok({ blog: source }));
  api.on(`GET ${AUTOSAVE_ROUTE}`, ok({ autosave, accountId: ACCOUNT }));
  api.on(`PUT ${AUTOSAVE_ROUTE}`, ok({ savedAt: new Date().toISOString() }));
  api.on(`PUT /api/admin/blogs/${ID}`, ok({ message: 'Blog updated successfully', blog: { ...source, title: 'Saved by hand', version: 4 } }));
}

async function renderEditor() {
  renderPage(<EditBlog />, { apiBaseUrl: api.url, path: '/admin/edit/:id', route: `/admin/edit/${ID}`, token: 'test-token' });
  const editor = await screen.findByRole('textbox', { name: 'Blog Description' }, { timeout: 10_000 });
  return { editor, user: userEvent.setup({ applyAccept: false }) };
}

const note = () => screen.queryByRole('region', { name: 'Unsaved text' });

describe('Edit Blog autosave', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it('puts an autosave typed over the current version in the form; "Discard changes" goes back to the saved post', async () => {
    serve(autosaved());
    const { editor } = await renderEditor();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('Graph algorithms, rewritten');
    await waitFor(() => expect(editor).toHaveTextContent('Visit every vertex exactly once.'));
    expect(note()).toHaveTextContent(/^Restored your unsaved changes from Nov 27, 2026, .*\. They are not published until you save them\./);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard changes' }));

    expect(note()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('Graph algorithms');
    // The saved text is autosaved over the discarded one, so it is not restored again.
    await waitFor(() => expect(api.calls(`PUT ${AUTOSAVE_ROUTE}`).at(-1)?.body).toMatchObject({ title: 'Graph algorithms', baseVersion: 3 }), { timeout: 5_000 });
  });

  it('only offers an autosave typed over an older version, and loads it when asked', async () => {
    serve(autosaved({ version: 2, title: 'Typed over version 2' }));
    await renderEditor();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('Graph algorithms');
    expect(note()).toHaveTextContent(/^You have unsaved changes from .*, typed over an older version of this post\./);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load unsaved changes' }));

    expect(screen.getByLabelText('Blog Title')).toHaveValue('Typed over version 2');
    expect(note()).not.toBeInTheDocument();
  });

  it('says nothing when the autosave holds what the post holds', async () => {
    serve(autosaved({ title: source.title, description: source.description }));
    await renderEditor();
    expect(note()).not.toBeInTheDocument();
  });

  it('autosaves typing over the version it saves against, and after a save over the new one', async () => {
    serve(null);
    const { user } = await renderEditor();
    await user.type(screen.getByLabelText('Blog Title'), ' II');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Autosave' })).toHaveTextContent('Saved'), { timeout: 5_000 });
    expect(api.calls(`PUT ${AUTOSAVE_ROUTE}`).at(-1)?.body).toEqual({
      title: 'Graph algorithms II',
      subTitle: 'BFS and DFS',
      description: '<p>Visit every vertex once.</p>',
      category: 'Elective',
      baseVersion: 3,
    });

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Blog updated successfully');
    expect(screen.getByRole('status', { name: 'Autosave' })).toHaveTextContent('');
    await user.type(screen.getByLabelText('Subtitle'), '!');
    await waitFor(() => expect(api.calls(`PUT ${AUTOSAVE_ROUTE}`).at(-1)?.body).toMatchObject({ subTitle: 'BFS and DFS!', baseVersion: 4 }), { timeout: 5_000 });
  });
});
