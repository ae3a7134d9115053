// Helpers for the editor's HTML that the form needs before (and without) loading the editor.
import { toStoredTables } from './stored-tables.ts';

/**
 * True when the HTML shows something: text other than whitespace, an image, a code block or a table
 * (docs/product.md#add-blog); an empty code block is content the author made on purpose.
 */
export function hasEditorContent(html: string): boolean {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim() !== '' || doc.body.querySelector('img, pre, table') !== null;
}

const TRAILING_EMPTY_PARAGRAPHS = /(?:<p>(?:<br>)?<\/p>)+$/;
// Quill's placeholder for the format of what is typed next (after a closing backtick, say); it is
// in the editor's HTML until the next keystroke.
const CURSOR = /<span class="ql-cursor">\uFEFF*<\/span>/g;

/**
 * The editor's HTML as it is stored. Quill 2's semantic HTML writes every space as &nbsp;, which
 * would stop the published text from wrapping (plain spaces are what the author typed), and
 * often ends with empty paragraphs, which would only add space under the post. Code blocks are
 * already in their stored form (code-block.ts): their spaces are spaces and their text escaped, so
 * no "&nbsp;" can be in them.
 */
export function toStoredHtml(html: string): string {
  return toStoredTables(html.replaceAll('&nbsp;', ' ').replace(CURSOR, '').replace(TRAILING_EMPTY_PARAGRAPHS, ''));
}
