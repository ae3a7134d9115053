import { makeStore, StoreProvider } from '@studyhub/shared-api';
import { render, screen, within } from '@testing-library/react';
import { Quill } from 'react-quill-new';
import { describe, expect, it } from 'vitest';
import { BLANK_ADDRESS } from './url-policy.ts';
import RichTextEditor from './RichTextEditor.tsx';

function renderEditor(value = '') {
  // The Image button uploads through the store's API client.
  const view = render(
    <StoreProvider store={makeStore({ apiBaseUrl: 'http://api.test' })}>
      <span id="editor-label">Blog Description</span>
      <RichTextEditor value={value} onChange={() => {}} placeholder="Write your blog content here..." labelledBy="editor-label" />
    </StoreProvider>,
  );
  const editor = screen.getByRole('textbox', { name: 'Blog Description' });
  return { ...view, editor, quill: Quill.find(view.container.querySelector('.ql-container')!) as Quill };
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box with the placeholder of docs/product.md#blog-editor', () => {
    const { editor } = renderEditor();
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('data-placeholder', 'Write your blog content here...');
  });

  it('has exactly the toolbar of docs/product.md#blog-editor, every control named', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect([...toolbar.querySelectorAll('button, .ql-picker-label')].map((control) => control.getAttribute('aria-label'))).toEqual([
      'Text style',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Inline code',
      'Numbered list',
      'Bulleted list',
      'Code block',
      'Link',
      'Image',
      'Clear formatting',
    ]);
    expect([...toolbar.querySelectorAll('.ql-picker-item')].map((item) => item.getAttribute('aria-label'))).toEqual(['Heading 1', 'Heading 2', 'Heading 3', 'Normal text']);
    expect(within(toolbar).getByRole('combobox', { name: 'Code language' })).toBeInTheDocument();
  });

  it('keeps undo steps 1000 ms apart and at most 100 of them (docs/product.md#blog-editor)', () => {
    const { quill } = renderEditor();
    expect(quill.getModule('history')).toMatchObject({ options: { delay: 1000, maxStack: 100 } });
  });

  it('keeps links with allowed schemes and blanks the rest (docs/product.md#blog-editor)', () => {
    const { editor } = renderEditor(
      '<p><a href="https://example.edu">web</a> <a href="mailto:tutor@example.edu">mail</a> <a href="tel:+8801700000000">call</a> <a href="javascript:alert(1)">trap</a> <a href="ftp://example.edu/x">ftp</a></p>',
    );
    const hrefs = Object.fromEntries([...editor.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs).toEqual({ web: 'https://example.edu', mail: 'mailto:tutor@example.edu', call: 'tel:+8801700000000', trap: BLANK_ADDRESS, ftp: BLANK_ADDRESS });
  });

  it('keeps images from http and https sources only: data: images are uploaded instead', () => {
    const { editor } = renderEditor('<p><img src="https://example.edu/a.png"><img src="data:image/png;base64,iVBORw0KGgo="><img src="javascript:alert(1)"></p>');
    expect([...editor.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['https://example.edu/a.png', BLANK_ADDRESS, BLANK_ADDRESS]);
  });

  it('drops formats the toolbar cannot make', () => {
    const { editor } = renderEditor('<h4>Deep</h4><p><span style="color: red">x = 1</span> <sub>2</sub></p><blockquote>quoted</blockquote>');
    expect(editor.querySelector('span, sub, blockquote')).toBeNull();
    expect(editor).toHaveTextContent('x = 1');
  });
});
