import { describe, expect, it } from 'vitest';
import { splitFormulas } from '../server/src/render/formula-delimiters.ts';
import { heavyPost, plainPost } from './render-post.ts';

const formulas = (html: string) => splitFormulas(html.replace(/<pre>[\s\S]*?<\/pre>/g, '')).filter((part) => 'tex' in part).length;

describe('the render bench’s posts', () => {
  it('the heavy post has the issue’s five code blocks and ten formulas', () => {
    expect(heavyPost().match(/<pre><code class="language-[a-z]+">/g)).toHaveLength(5);
    expect(formulas(heavyPost())).toBe(10);
  });

  it('the plain post has neither', () => {
    expect(plainPost()).not.toContain('<pre>');
    expect(formulas(plainPost())).toBe(0);
  });
});
