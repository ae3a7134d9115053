import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown } from './markdown-detect.ts';

describe('looksLikeMarkdown', () => {
  it.each([
    ['a fenced code block', 'Run it:\n\n```python\nprint(1)\n```\n'],
    ['a table', '| n | T(n) |\n|---|:---:|\n| 1 | 1 |'],
    ['a link', 'See [the notes](https://example.edu/notes).'],
    ['inline code', 'Call `sorted(xs)` first.'],
    ['strong text', 'This is **important** here.'],
    ['a heading and a list', '# Plan\n\n- read\n- write'],
    ['a list and emphasis', '1. _first_ step\n2. second step'],
  ])('is true for %s', (_name, text) => {
    expect(looksLikeMarkdown(text)).toBe(true);
  });

  it.each([
    ['prose', 'Binary search halves the range each time. It needs sorted input; use it on arrays.'],
    ['a plain list', '- bring a laptop\n- bring a charger'],
    ['Python with comments and dunders', '# compute\nclass A:\n    def __init__(self, **kwargs):\n        self.x = 2 * 3 * 4  # product\n'],
    ['C with pointers', 'int *p = &x;\n*p = 2 * *q;\n'],
    ['a snake_case name', 'the variable my_var_name holds it'],
    ['a shell prompt', '$ ls -la | grep x\n> continued'],
    ['one fence line', '```'],
  ])('is false for %s', (_name, text) => {
    expect(looksLikeMarkdown(text)).toBe(false);
  });
});
