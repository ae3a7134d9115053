import { excerpt } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { EXCERPT_HTML_CHARS, excerptFromStart } from '../../src/blogs/card-excerpt.ts';

const start = (html: string) => html.slice(0, EXCERPT_HTML_CHARS + 1);
const words = (count: number, word = 'word') => Array.from({ length: count }, (_, i) => `${word}${i}`).join(' ');

describe('excerptFromStart', () => {
  it('is the excerpt of a body short enough to be read whole', () => {
    for (const html of ['', '<p>three short words</p>', `<p>${words(40)}</p>`, '<p>a &amp; b &#233;</p>']) {
      expect(excerptFromStart(start(html))).toBe(excerpt(html));
    }
  });

  it.each([
    ['short paragraphs', `<h2>Intro &amp; more</h2>${Array.from({ length: 60 }, (_, i) => `<p class="x" title="a>b">${words(12, `w${i}-`)} &lt;tag&gt;&nbsp;x</p>`).join('')}`],
    ['one long paragraph', `<p title="a<b">${words(600, 'long&amp;')}</p>`],
  ])('equals the whole body’s excerpt when the start holds enough words, wherever the cut falls (%s)', (_label, html) => {
    expect(html.length).toBeGreaterThan(EXCERPT_HTML_CHARS);
    let answered = 0;
    for (let cut = 1; cut < 1200; cut += 1) {
      // A body whose first `cut` characters are the real ones: the cut falls in a tag, an entity or a word.
      const result = excerptFromStart(start(`${html.slice(0, cut)}${'x'.repeat(EXCERPT_HTML_CHARS)}`));
      if (result === undefined) continue;
      expect(result, `cut at ${cut}`).toBe(excerpt(html));
      answered += 1;
    }
    expect(answered).toBeGreaterThan(900);
    expect(excerptFromStart(start(html))).toBe(excerpt(html));
  });

  it('gives up when the start is a long tag or text with too few words before the cut', () => {
    expect(excerptFromStart(start(`<p>${'x'.repeat(EXCERPT_HTML_CHARS)}</p>`))).toBeUndefined();
    expect(excerptFromStart(start(`<img alt="${'a '.repeat(EXCERPT_HTML_CHARS)}"><p>${words(30)}</p>`))).toBeUndefined();
  });

  it('gives up when a script, style or comment starts before the cut', () => {
    for (const block of ['<script>', '<STYLE>', '<!--']) {
      expect(excerptFromStart(start(`<p>${words(20)}</p>${block}${'y '.repeat(EXCERPT_HTML_CHARS)}`))).toBeUndefined();
    }
  });
});
