import { describe, expect, it } from 'vitest';
import { excerpt, stripHtml } from './excerpt.ts';

describe('stripHtml', () => {
  it('drops tags, scripts, styles and comments, and keeps words of adjacent blocks apart', () => {
    expect(stripHtml('<h1>Title</h1><p>First <b>bold</b> para</p><script>alert(1)</script><style>p{}</style><!-- note -->')).toBe(
      'Title First bold para',
    );
  });

  it('decodes named and numeric entities', () => {
    expect(stripHtml('Tom &amp; Jerry&nbsp;&lt;3 &#8212; &#x2713; &quot;ok&quot; &apos;s &unknown;')).toBe('Tom & Jerry <3 — ✓ "ok" \'s &unknown;');
  });
});

describe('excerpt', () => {
  const sixteen = Array.from({ length: 16 }, (_, i) => `w${i + 1}`);

  it('keeps the first 15 words and adds an ellipsis when the text is longer', () => {
    expect(excerpt(`<p>${sixteen.join(' ')}</p>`, 15)).toBe(`${sixteen.slice(0, 15).join(' ')}…`);
  });

  it('adds no ellipsis at exactly 15 words or fewer', () => {
    expect(excerpt(sixteen.slice(0, 15).join(' '), 15)).toBe(sixteen.slice(0, 15).join(' '));
    expect(excerpt('<p>Short   and\n sweet</p>')).toBe('Short and sweet');
  });

  it('counts words across tags and collapses whitespace', () => {
    expect(excerpt('<p>one</p><ul><li>two</li><li>three</li></ul>', 2)).toBe('one two…');
  });

  it('is empty for nothing', () => {
    expect(excerpt('')).toBe('');
    expect(excerpt(undefined)).toBe('');
    expect(excerpt('<p></p>')).toBe('');
  });
});
