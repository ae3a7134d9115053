import { describe, expect, it } from 'vitest';
import { hasEditorContent, toStoredHtml } from './editor-html.ts';

describe('hasEditorContent', () => {
  it.each(['', '<p></p>', '<p><br></p>', '<p>&nbsp; </p><h2> </h2>'])('is false for %j', (html) => {
    expect(hasEditorContent(html)).toBe(false);
  });

  it.each(['<p>Hi</p>', '<p><img src="https://example.edu/a.png"></p>', '<ul><li>one</li></ul>'])('is true for %j', (html) => {
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
