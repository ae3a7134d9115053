import { afterEach, describe, expect, it } from 'vitest';
import { markdownToHtml } from '../markdown.ts';
import { toStoredTables } from './stored-tables.ts';
import { createTestEditor, storedHtml } from './test-editor.ts';

afterEach(() => document.body.replaceChildren());

const STORED =
  '<p>Costs</p><table><thead><tr><th>n</th><th><strong>T(n)</strong></th></tr></thead>' +
  '<tbody><tr><td>1</td><td><code>O(1)</code></td></tr><tr><td><code>&lt;/td&gt;&lt;script&gt;</code></td><td></td></tr></tbody></table><p>After</p>';

describe('tables', () => {
  it('stores a Markdown table as a real table with its header row', async () => {
    const html = await markdownToHtml('Costs\n\n| n | **T(n)** |\n|---|---|\n| 1 | `O(1)` |\n| `</td><script>` | |\n\nAfter');
    expect(storedHtml(createTestEditor(html))).toBe(STORED);
  });

  it('reads a stored table back the same', () => {
    const quill = createTestEditor(STORED);
    expect(quill.root.querySelector('script')).toBeNull();
    expect(storedHtml(quill)).toBe(STORED);
  });

  it('drops Quill’s inline style and row ids, and keeps a one-row table as a body', () => {
    expect(toStoredTables('<table style="border: 1px solid #000;"><tbody><tr><td data-row="row-1">a</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });
});
