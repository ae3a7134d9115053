import { BLOG_CATEGORIES } from '@studyhub/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asAdmin, deferred, fail, type FakeReply, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import AddBlog from './AddBlog.tsx';
import { BLOG_FORM_MESSAGES } from './blog-form.ts';
import { EDITOR_HINT } from './DescriptionField.tsx';

const api = setupFakeApi();

// A 1×1 PNG: the preview and the upload carry real image bytes.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const cover = () => new File([PNG], 'cover.png', { type: 'image/png' });

function serveSite(configured = true) {
  api.on('GET /api/site', ok({ site: { demo: null, ai: { configured } } }));
}

async function renderForm() {
  const view = renderPage(<AddBlog />, { ...asAdmin, apiBaseUrl: api.url, route: '/admin/addBlog' });
  // The editor arrives in its own chunk; the first import of Quill can be slow on a busy machine.
  const editor = await screen.findByRole('textbox', { name: 'Blog Description' }, { timeout: 10_000 });
  return { ...view, editor, user: userEvent.setup({ applyAccept: false }) };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement) {
  await user.upload(screen.getByLabelText('Thumbnail'), cover());
  await user.type(screen.getByLabelText('Blog Title'), 'Graph algorithms');
  await user.type(screen.getByLabelText('Subtitle'), 'BFS and DFS');
  await user.click(editor);
  await user.keyboard('Visit every vertex once.');
}

describe('AddBlog', () => {
  it('starts empty: category CSE, Publish Now off, the editor placeholder of docs/product.md#blog-editor', async () => {
    serveSite();
    const { editor } = await renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Add Blog' })).toBeInTheDocument();
    expect(editor).toHaveAttribute('data-placeholder', 'Write your blog content here...');
    expect(editor).toHaveAccessibleDescription(EDITOR_HINT);
    const category = screen.getByLabelText('Blog Category');
    expect(category).toHaveValue('CSE');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([...BLOG_CATEGORIES]);
    expect(screen.getByLabelText('Publish Now')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Add Blog' })).toHaveAttribute('type', 'submit');
    expect(document.title).toBe('Add Blog · Admin · StudyHub');
  });

  it('names every missing field (docs/product.md#add-blog), focuses the first and sends nothing', async () => {
    serveSite();
    const { user, editor } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription(expect.stringContaining(BLOG_FORM_MESSAGES.image));
    expect(screen.getByLabelText('Blog Title')).toHaveAccessibleDescription(BLOG_FORM_MESSAGES.title);
    expect(screen.getByLabelText('Subtitle')).toHaveAccessibleDescription(BLOG_FORM_MESSAGES.subTitle);
    expect(editor).toHaveAccessibleDescription(`Please add blog content ${EDITOR_HINT}`);
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Thumbnail')).toHaveFocus();
    expect(api.calls('POST /api/blog/add')).toHaveLength(0);

    await user.type(screen.getByLabelText('Blog Title'), 'G');
    expect(screen.getByLabelText('Blog Title')).not.toHaveAttribute('aria-invalid');
  });

  it('treats whitespace as missing', async () => {
    serveSite();
    const { user, editor } = await renderForm();
    await user.upload(screen.getByLabelText('Thumbnail'), cover());
    await user.type(screen.getByLabelText('Blog Title'), '   ');
    await user.type(screen.getByLabelText('Subtitle'), 'Sub');
    await user.click(editor);
    await user.keyboard('   ');
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(screen.getByLabelText('Blog Title')).toHaveAccessibleDescription(BLOG_FORM_MESSAGES.title);
    expect(editor).toHaveAccessibleDescription(`Please add blog content ${EDITOR_HINT}`);
    expect(screen.getByLabelText('Blog Title')).toHaveFocus();
  });

  it('accepts image files only for the thumbnail and previews the chosen one', async () => {
    serveSite();
    const { user } = await renderForm();
    const input = screen.getByLabelText('Thumbnail');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await user.upload(input, new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(BLOG_FORM_MESSAGES.imageType));
    expect(screen.queryByRole('img', { name: 'Thumbnail preview' })).toBeNull();

    await user.upload(input, cover());
    expect(await screen.findByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a thumbnail over 5 MB before uploading it', async () => {
    serveSite();
    const { user } = await renderForm();
    await user.upload(screen.getByLabelText('Thumbnail'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription(expect.stringContaining(BLOG_FORM_MESSAGES.imageSize));
  });

  it('sends the blog with its image, says "Adding..." meanwhile, then toasts and resets the form (docs/product.md#add-blog)', async () => {
    serveSite();
    const answer = deferred<FakeReply>();
    api.on('POST /api/blog/add', () => answer.promise);
    const { user, editor } = await renderForm();
    await fillValidForm(user, editor);
    await user.selectOptions(screen.getByLabelText('Blog Category'), 'Elective');
    await user.click(screen.getByLabelText('Publish Now'));
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));

    expect(await screen.findByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(api.calls('POST /api/blog/add')).toHaveLength(1));
    const body = api.calls('POST /api/blog/add')[0]!.body as { blog: string; image: File };
    expect(JSON.parse(body.blog)).toEqual({
      title: 'Graph algorithms',
      subTitle: 'BFS and DFS',
      description: '<p>Visit every vertex once.</p>',
      category: 'Elective',
      isPublished: true,
    });
    expect(new Uint8Array(await body.image.arrayBuffer())).toEqual(PNG);

    answer.resolve(ok({ message: 'Blog added successfully' }));
    expect(await screen.findByText('Blog added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Blog Title')).toHaveValue(''));
    expect(screen.getByLabelText('Subtitle')).toHaveValue('');
    expect(screen.getByLabelText('Blog Category')).toHaveValue('CSE');
    expect(screen.getByLabelText('Publish Now')).not.toBeChecked();
    expect(screen.queryByRole('img', { name: 'Thumbnail preview' })).toBeNull();
    await waitFor(() => expect(editor).toHaveTextContent(''));
    expect(screen.getByRole('button', { name: 'Add Blog' })).toBeEnabled();
  });

  it('toasts the server message and keeps the form when adding fails', async () => {
    serveSite();
    api.on('POST /api/blog/add', fail(415, 'The thumbnail must be a JPEG, PNG, WebP or GIF image'));
    const { user, editor } = await renderForm();
    await fillValidForm(user, editor);
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText('The thumbnail must be a JPEG, PNG, WebP or GIF image')).toBeInTheDocument();
    expect(screen.getByLabelText('Blog Title')).toHaveValue('Graph algorithms');
  });

  describe('Generate with AI', () => {
    it('needs a title first (docs/product.md#add-blog)', async () => {
      serveSite();
      const { user } = await renderForm();
      await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
      expect(screen.getByLabelText('Blog Title')).toHaveAccessibleDescription('Please enter a title');
      expect(screen.getByLabelText('Blog Title')).toHaveFocus();
      expect(api.calls('POST /api/blog/generate')).toHaveLength(0);
    });

    it('covers the editor with a spinner while generating, then puts the Markdown in as HTML', async () => {
      serveSite();
      const answer = deferred<FakeReply>();
      api.on('POST /api/blog/generate', () => answer.promise);
      const { user, editor } = await renderForm();
      await user.type(screen.getByLabelText('Blog Title'), ' Binary search ');
      await user.click(screen.getByRole('button', { name: 'Generate with AI' }));

      expect(await screen.findByText('Generating a draft with AI…')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Generate with AI' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('button', { name: 'Add Blog' })).toBeDisabled();
      await waitFor(() => expect(api.calls('POST /api/blog/generate')[0]?.body).toEqual({ prompt: 'Binary search' }));

      answer.resolve(ok({ content: '## Binary search\n\n- Halve the range each step\n- **O(log n)** comparisons', message: 'Draft generated' }));
      expect(await within(editor).findByRole('heading', { level: 2, name: 'Binary search' })).toBeInTheDocument();
      expect(within(editor).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Halve the range each step', 'O(log n) comparisons']);
      expect(within(editor).getByText('O(log n)').tagName).toBe('STRONG');
      expect(screen.queryByText('Generating a draft with AI…')).toBeNull();
    });

    it('keeps a drafted code block’s language and exact text when the blog is sent', async () => {
      serveSite();
      api.on('POST /api/blog/generate', ok({ content: 'Search:\n\n```python\ndef f(xs):\n\treturn xs  # < &\n```', message: 'Draft generated' }));
      api.on('POST /api/blog/add', ok({ message: 'Blog added successfully' }));
      const { user, editor } = await renderForm();
      await user.upload(screen.getByLabelText('Thumbnail'), cover());
      await user.type(screen.getByLabelText('Blog Title'), 'Binary search');
      await user.type(screen.getByLabelText('Subtitle'), 'In Python');
      await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
      await waitFor(() => expect(editor.querySelector('.ql-code-block')).not.toBeNull());
      await user.click(screen.getByRole('button', { name: 'Add Blog' }));

      await waitFor(() => expect(api.calls('POST /api/blog/add')).toHaveLength(1));
      const body = api.calls('POST /api/blog/add')[0]!.body as { blog: string };
      expect(JSON.parse(body.blog).description).toBe('<p>Search:</p><pre><code class="language-python">def f(xs):\n\treturn xs  # &lt; &amp;</code></pre>');
    });

    it('toasts the server message when generating fails', async () => {
      serveSite();
      api.on('POST /api/blog/generate', fail(502, 'The AI provider failed to answer. Please try again.'));
      const { user } = await renderForm();
      await user.type(screen.getByLabelText('Blog Title'), 'Binary search');
      await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
      expect(await screen.findByText('The AI provider failed to answer. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeEnabled();
    });

    it('explains instead of failing when the server has no AI provider', async () => {
      serveSite(false);
      await renderForm();
      const button = screen.getByRole('button', { name: 'Generate with AI' });
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAccessibleDescription('AI draft generation is not configured on this server');
    });
  });
});
