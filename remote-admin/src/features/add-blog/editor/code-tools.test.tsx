import { makeStore, StoreProvider } from '@studyhub/shared-api';
import { CODE_LANGUAGES } from '@studyhub/shared-api/admin';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type QuillType from 'quill';
import { Quill } from 'react-quill-new';
import { beforeAll, describe, expect, it } from 'vitest';
import RichTextEditor from './RichTextEditor.tsx';
import { storedHtml } from './test-editor.ts';

// Quill scrolls the selection into view after a user's change; jsdom does not measure ranges.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});

function renderEditor(value = '') {
  // The Image button uploads through the store's API client.
  const view = render(
    <StoreProvider store={makeStore({ apiBaseUrl: 'http://api.test' })}>
      <RichTextEditor value={value} onChange={() => {}} placeholder="Write" labelledBy="label" />
    </StoreProvider>,
  );
  const quill = Quill.find(view.container.querySelector('.ql-container')!) as QuillType;
  return { quill, picker: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Code language' }) };
}

/** Types text one character at a time as the author would (each a user change). */
function type(quill: QuillType, text: string) {
  for (const character of text) {
    const index = quill.getSelection()?.index ?? quill.getLength() - 1;
    quill.insertText(index, character, Quill.sources.USER);
    quill.setSelection(index + 1, 0, Quill.sources.USER);
  }
}

describe('code tools of the editor', () => {
  it('makes the line a code block with the "Code block" button, and the picker names its language', async () => {
    const { quill, picker } = renderEditor('<p>print(1)</p>');
    expect(picker).toBeDisabled();
    quill.setSelection(2, 0, Quill.sources.USER);
    await userEvent.click(screen.getByRole('button', { name: 'Code block' }));
    expect(storedHtml(quill)).toBe('<pre><code class="language-plain">print(1)</code></pre>');
    expect(picker).toBeEnabled();
    expect(picker).toHaveDisplayValue('Plain text');
  });

  it('offers every language of the contract, labelled as there', () => {
    const { picker } = renderEditor();
    expect([...picker.options].map((option) => [option.value, option.text])).toEqual(CODE_LANGUAGES.map(({ id, label }) => [id, label]));
  });

  it('sets the language of the whole block at the cursor, not of the other blocks', async () => {
    const { quill, picker } = renderEditor(
      '<pre><code class="language-plain">def f():\n    return 1</code></pre><p>between</p><pre><code class="language-c">int x;</code></pre>',
    );
    quill.setSelection(3, 0, Quill.sources.USER);
    expect(picker).toHaveDisplayValue('Plain text');
    await userEvent.selectOptions(picker, 'Python');
    expect(storedHtml(quill)).toBe(
      '<pre><code class="language-python">def f():\n    return 1</code></pre><p>between</p><pre><code class="language-c">int x;</code></pre>',
    );
    quill.setSelection(quill.getLength() - 2, 0, Quill.sources.USER);
    expect(picker).toHaveDisplayValue('C');
  });

  it('turns ``` typed at the start of a line into a code block', () => {
    const { quill } = renderEditor('<p>Intro</p>');
    quill.setSelection(quill.getLength() - 1, 0, Quill.sources.USER);
    type(quill, '\n```');
    type(quill, 'x = 1');
    expect(storedHtml(quill)).toBe('<p>Intro</p><pre><code class="language-plain">x = 1</code></pre>');
  });

  it('leaves ``` alone in the middle of a line', () => {
    const { quill } = renderEditor('<p>a</p>');
    quill.setSelection(1, 0, Quill.sources.USER);
    type(quill, '```');
    expect(storedHtml(quill)).toBe('<p>a```</p>');
  });

  it('makes `text` inline code at the closing backtick, and what follows is prose again', () => {
    const { quill } = renderEditor('<p></p>');
    quill.setSelection(0, 0, Quill.sources.USER);
    type(quill, 'call `f(a, b)` now');
    expect(storedHtml(quill)).toBe('<p>call <code>f(a, b)</code> now</p>');
  });

  it('keeps backticks typed inside a code block as text', () => {
    const { quill } = renderEditor('<pre><code class="language-bash">echo </code></pre>');
    quill.setSelection(5, 0, Quill.sources.USER);
    type(quill, '`date`');
    expect(storedHtml(quill)).toBe('<pre><code class="language-bash">echo `date`</code></pre>');
  });

  it('lets Tab leave a code block (WCAG 2.1.2) and keeps the indentation on Enter', () => {
    const { quill } = renderEditor('<pre><code class="language-python">def f():\n    return 1</code></pre>');
    quill.setSelection(quill.getLength() - 1, 0, Quill.sources.USER);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    quill.root.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    quill.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    type(quill, 'pass');
    expect(storedHtml(quill)).toBe('<pre><code class="language-python">def f():\n    return 1\n    pass</code></pre>');
  });
});
