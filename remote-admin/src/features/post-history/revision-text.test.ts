import { describe, expect, it } from 'vitest';
import { countWords, readableText, wordChanges } from './revision-text.ts';

describe('readableText', () => {
  it('drops the tags, puts each block on its own line and reflows prose', () => {
    const html = '<h2>Breadth  first</h2><p>Visit <strong>level</strong>\n by level.</p><ul><li>one</li><li>two</li></ul><p>A<br>B</p>';
    expect(readableText(html)).toBe('Breadth first\nVisit level by level.\none\ntwo\nA\nB');
  });

  it('keeps code as written, indentation included', () => {
    const html = '<p>Run:</p><pre><code class="language-python">def f(x):\n    return x  # twice\n</code></pre>';
    expect(readableText(html)).toBe('Run:\ndef f(x):\n    return x  # twice');
  });

  it('stands an image in by its alt text, and a table by its cells', () => {
    const html = '<p><img src="/api/media/1" alt="A tree"><img src="x.png"></p><table><tbody><tr><td>n</td><td>log n</td></tr></tbody></table>';
    expect(readableText(html)).toBe('[image: A tree] [image: no description]\n| n | log n');
  });
});

describe('wordChanges', () => {
  it('marks whole words added and removed, and counts them', () => {
    const changes = wordChanges('A queue serves the oldest item first.', 'A priority queue serves the smallest key.');
    expect(changes.filter((change) => change.added).map((change) => change.value.trim())).toEqual(['priority', 'smallest key']);
    expect(changes.filter((change) => change.removed).map((change) => change.value.trim())).toEqual(['oldest item first']);
    expect(countWords(changes)).toEqual({ added: 3, removed: 3 });
  });
});
