import type QuillType from 'quill';
import { Quill } from 'react-quill-new';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createTestEditor, storedHtml } from './test-editor.ts';

// Quill scrolls the selection into view after a paste; jsdom does not measure ranges.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});
afterEach(() => document.body.replaceChildren());

function paste(quill: QuillType, data: Record<string, string>) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => data[type] ?? '', files: [] } });
  quill.root.dispatchEvent(event);
}

function editorAt(html: string, index: number) {
  const quill = createTestEditor(html);
  quill.setSelection(index, 0, Quill.sources.USER);
  return quill;
}

const MARKDOWN = [
  '## Binary search',
  '',
  'It needs a **sorted** list, see [the notes](https://example.edu/notes) and `bisect`.',
  '',
  '- halve the range',
  '- compare with _the middle_',
  '',
  '```py',
  'def search(xs, x):',
  '\tlo, hi = 0, len(xs)',
  '',
  '    return lo  ',
  '```',
  '',
  '| n | steps |',
  '|---|------:|',
  '| 8 | 3 |',
].join('\n');

describe('pasting into the editor', () => {
  it('turns Markdown into formatted content at the cursor', async () => {
    const quill = editorAt('<p>Intro</p>', 5);
    paste(quill, { 'text/plain': MARKDOWN });
    await waitFor(() => expect(quill.root.querySelector('table')).not.toBeNull());
    expect(storedHtml(quill)).toBe(
      '<p>Intro</p><h2>Binary search</h2>' +
        '<p>It needs a <strong>sorted</strong> list, see <a href="https://example.edu/notes" rel="noopener noreferrer" target="_blank">the notes</a> and <code>bisect</code>.</p>' +
        '<ul><li>halve the range</li><li>compare with <em>the middle</em></li></ul>' +
        '<pre><code class="language-python">def search(xs, x):\n\tlo, hi = 0, len(xs)\n\n    return lo  </code></pre>' +
        '<table><thead><tr><th>n</th><th>steps</th></tr></thead><tbody><tr><td>8</td><td>3</td></tr></tbody></table>',
    );
  });

  it('keeps one line of Markdown inside the line it is pasted into', async () => {
    const quill = createTestEditor();
    quill.setText('Use  now');
    quill.setSelection(4, 0, Quill.sources.USER);
    paste(quill, { 'text/plain': '`git status`' });
    await waitFor(() => expect(quill.root.querySelector('code')).not.toBeNull());
    expect(storedHtml(quill)).toBe('<p>Use <code>git status</code> now</p>');
  });

  it('pastes prose and plain lists as before', () => {
    const quill = editorAt('<p></p>', 0);
    paste(quill, { 'text/plain': 'First line.\n- one\n- two' });
    expect(storedHtml(quill)).toBe('<p>First line.</p><p>- one</p><p>- two</p>');
  });

  it('pastes text into a code block as it is, Markdown, tabs and all', () => {
    const quill = editorAt('<pre><code class="language-python">x</code></pre>', 1);
    paste(quill, { 'text/plain': '\n# heading?\n\t**not bold**' });
    expect(storedHtml(quill)).toBe('<pre><code class="language-python">x\n# heading?\n\t**not bold**</code></pre>');
  });

  it('keeps HTML pastes to Quill, with code from a <pre> as a code block', () => {
    const quill = editorAt('<p></p>', 0);
    paste(quill, {
      'text/html': '<p>From a <b>site</b>:</p><pre class="lang-c"><span class="kw">int</span> main() {\n    return 0;\n}</pre>',
      'text/plain': 'ignored',
    });
    expect(storedHtml(quill)).toBe('<p>From a <strong>site</strong>:</p><pre><code class="language-c">int main() {\n    return 0;\n}</code></pre>');
  });

  it('keeps HTML inside pasted Markdown inert', async () => {
    const quill = editorAt('<p></p>', 0);
    paste(quill, { 'text/plain': '**x** <img src=x onerror="window.pwned=1"><script>window.pwned=1</script>\n\n```html\n</code></pre><script>alert(1)</script>\n```' });
    await waitFor(() => expect(quill.root.querySelector('pre, .ql-code-block')).not.toBeNull());
    expect(quill.root.querySelector('script, [onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(storedHtml(quill)).toContain('<pre><code class="language-html">&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>');
  });
});
