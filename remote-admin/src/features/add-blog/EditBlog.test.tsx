import { type BlogSource } from '@studyhub/shared-api';
import { BLOG_EDIT_MESSAGES } from '@studyhub/shared-api/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, fail, IMAGE, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { BLOG_FORM_MESSAGES } from './blog-form.ts';
import EditBlog from './EditBlog.tsx';
import { EDIT_CONFLICT_HINT } from './EditConflict.tsx';
import { THUMBNAIL_KEPT_HINT } from './ThumbnailField.tsx';

const api = setupFakeApi();

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const SOURCE_ROUTE = `GET /api/admin/blogs/${ID}`;
const SAVE_ROUTE = `PUT /api/admin/blogs/${ID}`;

// A 1×1 PNG: a real image for the cover input.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

function source(overrides: Partial<BlogSource> = {}): BlogSource {
  return {
    _id: ID,
    title: 'Graph algorithms',
    subTitle: 'BFS and DFS',
    description: '<p>Visit every vertex once.</p>',
    image: IMAGE,
    category: 'Elective',
    createdAt: '2026-11-20T10:00:00.000Z',
    isPublished: true,
    version: 3,
    ...overrides,
  };
}

function serve(blog: BlogSource) {
  api.on('GET /api/site', ok({ site: { demo: null, ai: { configured: true } } }));
  api.on(SOURCE_ROUTE, ok({ blog }));
}

async function renderEditor() {
  const view = renderPage(<EditBlog />, { apiBaseUrl: api.url, path: '/admin/edit/:id', route: `/admin/edit/${ID}`, token: 'test-token' });
  // The editor arrives in its own chunk; the first import of Quill can be slow on a busy machine.
  const editor = await screen.findByRole('textbox', { name: 'Blog Description' }, { timeout: 10_000 });
  return { ...view, editor, user: userEvent.setup({ applyAccept: false }) };
}

/** The `blog` field of the n-th save (from 0). */
function sent(n = 0) {
  const body = api.calls(SAVE_ROUTE)[n]!.body as { blog: string; image?: File };
  return { blog: JSON.parse(body.blog) as Record<string, unknown>, image: body.image };
}

describe('EditBlog', () => {
  it('opens the Add Blog form filled in from the post, its cover kept, with "Save changes"', async () => {
    serve(source());
    const { editor } = await renderEditor();
    expect(screen.getByRole('heading', { level: 2, name: 'Edit Blog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', `/admin/edit/${ID}/history`);
    expect(document.title).toBe('Edit Blog · Admin · StudyHub');
    expect(screen.getByRole('form', { name: 'Edit “Graph algorithms”' })).toBeInTheDocument();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('Graph algorithms');
    expect(screen.getByLabelText('Subtitle')).toHaveValue('BFS and DFS');
    await waitFor(() => expect(editor).toHaveTextContent('Visit every vertex once.'));
    expect(screen.getByLabelText('Blog Category')).toHaveValue('Elective');
    expect(screen.getByLabelText('Published')).toBeChecked();
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute('src', `${IMAGE}?w=720`);
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription(THUMBNAIL_KEPT_HINT);
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveAttribute('type', 'submit');
  });

  it('saves against the version it was opened at, keeps the cover, then saves again against the new version', async () => {
    serve(source());
    let version = 3;
    api.on(SAVE_ROUTE, (request) => {
      const blog = JSON.parse((request.body as { blog: string }).blog) as BlogSource;
      version += 1;
      return ok({ message: 'Blog updated successfully', blog: source({ ...blog, version, updatedAt: '2026-11-28T01:00:00.000Z' }) });
    });
    const { user } = await renderEditor();
    await user.clear(screen.getByLabelText('Blog Title'));
    await user.type(screen.getByLabelText('Blog Title'), 'Graph algorithms, revised ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Blog updated successfully')).toBeInTheDocument();
    expect(sent(0)).toEqual({
      blog: { title: 'Graph algorithms, revised', subTitle: 'BFS and DFS', description: '<p>Visit every vertex once.</p>', category: 'Elective', isPublished: true, baseVersion: 3 },
      image: undefined,
    });
    // What was typed stays: the form is the post as saved.
    expect(screen.getByLabelText('Blog Title')).toHaveValue('Graph algorithms, revised ');

    await user.click(screen.getByLabelText('Published'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls(SAVE_ROUTE)).toHaveLength(2));
    expect(sent(1).blog).toMatchObject({ isPublished: false, baseVersion: 4 });
  });

  it('saves an untouched body exactly as it was stored: code, a table, an image, a list and a link', async () => {
    const description =
      '<h2>Shortest paths</h2><p>See <a href="https://example.org/dijkstra" rel="noopener noreferrer" target="_blank">the proof</a> and <code>dist[v]</code>.</p>' +
      '<pre><code class="language-python">def relax(u, v):\n\tif d[u] + w &lt; d[v]:\n\t\td[v] = d[u] + w</code></pre>' +
      '<table><thead><tr><th>Graph</th><th>Cost</th></tr></thead><tbody><tr><td>Dense</td><td>O(V²)</td></tr></tbody></table>' +
      '<p><img src="http://api.test/api/media/0f8fad5b-d9cb-469f-a165-70867728950e" alt="A weighted graph" width="640" height="360"></p>' +
      '<ol><li>Pick the nearest vertex</li><li>Relax its edges</li></ol>';
    serve(source({ description }));
    api.on(SAVE_ROUTE, ok({ message: 'Blog updated successfully', blog: source({ description, version: 4 }) }));
    const { user, editor } = await renderEditor();
    await waitFor(() => expect(editor.querySelector('table')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls(SAVE_ROUTE)).toHaveLength(1));
    // The same HTML: Quill writes an image's attributes in an order of its own.
    const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;
    expect(parse(sent().blog.description as string).isEqualNode(parse(description)), sent().blog.description as string).toBe(true);
  });

  it('sends a new cover only when one is chosen, and needs none', async () => {
    serve(source());
    api.on(SAVE_ROUTE, ok({ message: 'Blog updated successfully', blog: source({ version: 4, image: `${IMAGE.slice(0, -1)}f` }) }));
    const { user } = await renderEditor();
    await user.upload(screen.getByLabelText('Thumbnail'), new File([PNG], 'new-cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Thumbnail preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls(SAVE_ROUTE)).toHaveLength(1));
    const { image } = sent();
    expect(image?.name).toBe('new-cover.png');
    // Stored now: shown as the current cover, and not sent again.
    expect(await screen.findByRole('img', { name: 'Current thumbnail' })).toHaveAttribute('src', `${IMAGE.slice(0, -1)}f?w=720`);
  });

  it('checks the fields as Add Blog does, the first invalid one taking focus, and sends nothing', async () => {
    serve(source());
    const { user } = await renderEditor();
    await user.clear(screen.getByLabelText('Blog Title'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Blog Title')).toHaveAccessibleDescription(BLOG_FORM_MESSAGES.title);
    expect(screen.getByLabelText('Blog Title')).toHaveFocus();
    expect(screen.getByLabelText('Thumbnail')).not.toHaveAttribute('aria-invalid');
    expect(api.calls(SAVE_ROUTE)).toHaveLength(0);
  });

  it(`says "${BLOG_EDIT_MESSAGES.conflict}" in a focused alert on a 409 and keeps every typed character`, async () => {
    serve(source());
    api.on(SAVE_ROUTE, fail(409, BLOG_EDIT_MESSAGES.conflict));
    const { user, editor } = await renderEditor();
    await user.clear(screen.getByLabelText('Subtitle'));
    await user.type(screen.getByLabelText('Subtitle'), 'Typed while someone else saved');
    await user.click(editor);
    await user.keyboard(' My added sentence.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The editor has an alert region of its own (image problems): this one is found by its words.
    const alert = (await screen.findByText(BLOG_EDIT_MESSAGES.conflict)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(EDIT_CONFLICT_HINT);
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Typed while someone else saved');
    expect(editor).toHaveTextContent('My added sentence.');
    expect(within(alert).getByRole('link', { name: 'Open the latest version in a new tab' })).toHaveAttribute('href', `/admin/edit/${ID}`);
    expect(await axeViolations(alert)).toEqual([]);

    serve(source({ title: 'Changed by someone else', subTitle: 'Their subtitle', version: 4 }));
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText('Blog Title')).toHaveValue('Changed by someone else'));
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Their subtitle');
    expect(screen.queryByText(BLOG_EDIT_MESSAGES.conflict)).toBeNull();
  });

  it('says when the post does not exist, with the way back to the list', async () => {
    api.on(SOURCE_ROUTE, fail(404, 'Blog not found'));
    renderPage(<EditBlog />, { apiBaseUrl: api.url, path: '/admin/edit/:id', route: `/admin/edit/${ID}`, token: 'test-token' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Blog not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Blog Lists' })).toHaveAttribute('href', '/admin/listBlog');
  });
});
