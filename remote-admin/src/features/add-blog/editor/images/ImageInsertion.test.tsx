import { LIMITS } from '@studyhub/shared-api';
import { asAdmin, deferred, fail, type FakeReply, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import { act, screen, waitFor } from '@testing-library/react';
import { Quill } from 'react-quill-new';
import { describe, expect, it } from 'vitest';
import { toStoredHtml } from '../editor-html.ts';
import RichTextEditor from '../RichTextEditor.tsx';

const api = setupFakeApi();

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const SRC = 'http://api.test/api/media/0b9f6c1e-5d7a-4c1b-9a53-2f1e8d7c6b5a';
const stored = { image: { src: SRC, width: 640, height: 360 } };

function renderEditor() {
  let html = '';
  const view = renderPage(
    <>
      <span id="editor-label">Blog Description</span>
      <RichTextEditor value="" onChange={(next) => (html = next)} placeholder="Write" labelledBy="editor-label" />
    </>,
    { ...asAdmin, apiBaseUrl: api.url, path: '/', route: '/' },
  );
  const quill = Quill.find(view.container.querySelector('.ql-container')!) as Quill;
  return { ...view, quill, html: () => toStoredHtml(html) };
}

/** What a paste or a drop does: Quill hands the files to its uploader module. */
function give(quill: Quill, ...files: File[]) {
  act(() => (quill.getModule('uploader') as { upload: (range: { index: number; length: number }, files: File[]) => void }).upload({ index: 0, length: 0 }, files));
}

describe('images in the editor', () => {
  it('asks for alt text, uploads, and inserts <img src width height alt>', async () => {
    api.on('POST /api/media/upload', ok(stored));
    const { quill, user, html } = renderEditor();

    give(quill, new File([PNG], 'graph.png', { type: 'image/png' }));
    await user.type(await screen.findByLabelText('Alt text'), 'A graph of five nodes{Enter}');

    await waitFor(() => expect(html()).toBe(`<p><img src="${SRC}" alt="A graph of five nodes" width="640" height="360"></p>`));
    const [request] = api.calls('POST /api/media/upload');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request?.headers.authorization).toBe('test-token');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps alt="" for an image marked decorative', async () => {
    api.on('POST /api/media/upload', ok(stored));
    const { quill, user, html } = renderEditor();
    give(quill, new File([PNG], 'divider.png'));
    await user.click(await screen.findByRole('checkbox', { name: 'Decorative image (no alt text)' }));
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(html()).toBe(`<p><img src="${SRC}" alt="" width="640" height="360"></p>`));
  });

  it('the Image button takes its file through the same steps', async () => {
    api.on('POST /api/media/upload', ok(stored));
    const { user, container, html } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const picker = container.querySelector<HTMLInputElement>('input.ql-image[type=file]')!;
    expect(picker.accept).toBe('image/jpeg, image/png, image/webp, image/gif');
    // Quill's hidden picker: user-event fires its change as a browser would after a choice.
    await user.upload(picker, new File([PNG], 'graph.png', { type: 'image/png' }));
    await user.type(await screen.findByLabelText('Alt text'), 'Graph{Enter}');
    await waitFor(() => expect(html()).toContain(`<img src="${SRC}" alt="Graph" width="640" height="360">`));
  });

  it('refuses a file over the limit or of the wrong type before uploading, naming it, announced', async () => {
    const { quill } = renderEditor();
    give(quill, new File([new Uint8Array(LIMITS.imageBytes + 1)], 'photo.png', { type: 'image/png' }));
    // The alert region is always there (a live region announces a change), so wait for its words.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('photo.png is larger than 5 MB'));

    give(quill, new File(['BM not really'], 'diagram.bmp', { type: 'image/bmp' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('diagram.bmp is not a JPEG, PNG, WebP or GIF image'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/media/upload')).toHaveLength(0);
  });

  it('inserts nothing and uploads nothing when the dialog is cancelled', async () => {
    const { quill, user, html } = renderEditor();
    give(quill, new File([PNG], 'graph.png'));
    await screen.findByLabelText('Alt text');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(html()).not.toContain('<img');
    expect(api.calls('POST /api/media/upload')).toHaveLength(0);
  });

  it('says it is uploading, with the Image button disabled, and shows the server refusal', async () => {
    const reply = deferred<FakeReply>();
    api.on('POST /api/media/upload', () => reply.promise);
    const { quill, user, html } = renderEditor();
    give(quill, new File([PNG], 'graph.png'));
    await user.type(await screen.findByLabelText('Alt text'), 'Graph{Enter}');

    expect(await screen.findByText('Uploading graph.png…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Blog Description' })).toHaveAttribute('aria-busy', 'true');

    reply.resolve(fail(415, 'graph.png is not a JPEG, PNG, WebP or GIF image'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('graph.png is not a JPEG, PNG, WebP or GIF image'));
    expect(screen.getByRole('button', { name: 'Image' })).toBeEnabled();
    expect(screen.queryByText('Uploading graph.png…')).toBeNull();
    expect(html()).not.toContain('<img');
  });
});

