// Tables: Quill 2's table blots hold rows of one-line cells and no header; the stored form
// (post-body.ts) is <table><thead>?<tbody><tr><th>/<td>.
import type QuillDelta from 'quill-delta';
import { Quill } from 'react-quill-new';

const Delta = Quill.import('delta') as typeof QuillDelta;

/** Clipboard matcher for <th>: a cell like <td> (Quill ends only td cells with a newline). */
export function matchHeaderCell(_node: Node, delta: QuillDelta): QuillDelta {
  const text = delta.ops.at(-1)?.insert;
  return typeof text === 'string' && text.endsWith('\n') ? delta : delta.concat(new Delta().insert('\n'));
}

const STRUCTURE = new Set(['TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR']);

/**
 * Clipboard matcher for text: the whitespace between a table's rows and cells (marked and most
 * sites indent them) is layout, not text; Quill would make it a line that splits the table.
 */
export function matchTableWhitespace(node: Node, delta: QuillDelta): QuillDelta {
  return node.parentElement && STRUCTURE.has(node.parentElement.tagName) && !node.textContent?.trim() ? new Delta() : delta;
}
