import { CODE_LANGUAGES } from '@studyhub/shared-api/admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEditor, storedHtml } from './test-editor.ts';

afterEach(() => document.body.replaceChildren());

const code = (language: string, text: string) => `<pre><code class="language-${language}">${text}</code></pre>`;

describe('code blocks in the editor', () => {
  it.each([
    ['tabs, indentation and blank lines', 'def f(x):\n\tif x &lt; 1:\n\n\n        return "&amp;"  \n\treturn x'],
    // The last newline ends the last line (CommonMark, HTML): a blank last line needs two.
    ['a blank first and last line', '\nint main(void) {}\n\n'],
    ['trailing spaces and a lone space line', 'a   \n \nb\t'],
    ['markup the author typed', '&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an escaped entity', 'x = "&amp;nbsp;"'],
  ])('stores exactly what was written: %s', (_name, text) => {
    const stored = code('python', text);
    expect(storedHtml(createTestEditor(stored))).toBe(stored);
  });

  it('reads the newline ending Markdown’s code (marked writes one) as the end of the last line', () => {
    const quill = createTestEditor(code('c', 'int x;\n'));
    expect(quill.getLines().length).toBe(1);
    expect(storedHtml(quill)).toBe(code('c', 'int x;'));
  });

  it('keeps the text of hostile code as text in the editor', () => {
    const quill = createTestEditor(code('html', '&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;'));
    expect(quill.root.querySelector('script')).toBeNull();
    expect(quill.getText()).toBe('</code></pre><script>alert(1)</script>\n');
  });

  it.each(CODE_LANGUAGES.map((language) => language.id))('keeps the language %s', (id) => {
    expect(storedHtml(createTestEditor(code(id, 'x')))).toBe(code(id, 'x'));
  });

  it('reads a language the site does not know as plain text', () => {
    expect(storedHtml(createTestEditor(code('cobol', 'x')))).toBe(code('plain', 'x'));
    expect(storedHtml(createTestEditor('<pre>x</pre>'))).toBe(code('plain', 'x'));
  });

  it('reads the data-language of Quill’s own code blocks and the common names after a fence', () => {
    expect(storedHtml(createTestEditor('<pre data-language="javascript">\nlet a;\n</pre>'))).toBe(code('javascript', 'let a;'));
    expect(storedHtml(createTestEditor('<pre><code class="language-py">x</code></pre><pre><code class="language-c++">y</code></pre>'))).toBe(
      code('python', 'x') + code('cpp', 'y'),
    );
  });

  it('keeps code pasted from another site’s <pre> as one code block of text only', () => {
    const quill = createTestEditor('<pre class="highlight"><span class="k">def</span> <b>f</b>():<br>    <a href="https://example.edu">pass</a></pre>');
    expect(storedHtml(quill)).toBe(code('plain', 'def f():\n    pass'));
  });

  it('stores inline code as <code> with its spaces', () => {
    expect(storedHtml(createTestEditor('<p>call <code>f(a, b)</code> now</p>'))).toBe('<p>call <code>f(a, b)</code> now</p>');
  });

  it('keeps text around code blocks as paragraphs', () => {
    const stored = `<p>Before</p>${code('c', 'int x;')}<p>After</p>`;
    expect(storedHtml(createTestEditor(stored))).toBe(stored);
  });
});
