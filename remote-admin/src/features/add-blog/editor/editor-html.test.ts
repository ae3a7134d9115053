import { describe, expect, it } from 'vitest';
import { hasEditorContent, toStoredHtml } from './editor-html.ts';

describe('hasEditorContent', () => {
  it.each(['', '<p></p>', '<p><br></p>', '<p>&nbsp; </p><h2> </h2>'])('is false for %j', (html) => {
    expect(hasEditorContent(html)).toBe(false);
  });

  it.each([
    '<p>Hi</p>',
    '<p><img src="https://example.edu/a.png"></p>',
    '<ul><li>one</li></ul>',
    '<pre><code class="language-plain"></code></pre>',
    '<table><tbody><tr><td></td></tr></tbody></table>',
  ])('is true for %j', (html) => {
    expect(hasEditorContent(html)).toBe(true);
  });
});

describe('toStoredHtml', () => {
  it('turns the editor’s non-breaking spaces back into spaces', () => {
    expect(toStoredHtml('<p>binary&nbsp;search&nbsp;trees</p>')).toBe('<p>binary search trees</p>');
  });

  it('drops empty paragraphs at the end only', () => {
    expect(toStoredHtml('<p>one</p><p></p><p>two</p><p></p><p><br></p>')).toBe('<p>one</p><p></p><p>two</p>');
  });

  it('leaves an escaped "&nbsp;" the author typed as text alone', () => {
    expect(toStoredHtml('<p>write&nbsp;&amp;nbsp;</p>')).toBe('<p>write &amp;nbsp;</p>');
  });
});

describe('toStoredHtml with code', () => {
  it('keeps a code block’s text, spaces, tabs and escapes as they are', () => {
    const code = '<pre><code class="language-python">def f():\n\tx = "&amp;nbsp;"  \n\n    return x &lt; 1</code></pre>';
    expect(toStoredHtml(`${code}<p><br></p>`)).toBe(code);
  });

  it('drops the cursor Quill leaves after a closing backtick', () => {
    expect(toStoredHtml('<p><code>x</code><span class="ql-cursor">\uFEFF</span></p>')).toBe('<p><code>x</code></p>');
  });
});
