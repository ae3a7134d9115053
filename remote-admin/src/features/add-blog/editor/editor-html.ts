// Helpers for the editor's HTML that the form needs before (and without) loading the editor.

/** True when the HTML shows something: text other than whitespace, or an image (docs/product.md#add-blog). */
export function hasEditorContent(html: string): boolean {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim() !== '' || doc.body.querySelector('img') !== null;
}

const TRAILING_EMPTY_PARAGRAPHS = /(?:<p>(?:<br>)?<\/p>)+$/;

/**
 * The editor's HTML as it is stored. Quill 2's semantic HTML writes every space as &nbsp;, which
 * would stop the published text from wrapping (plain spaces are what the author typed), and
 * often ends with empty paragraphs, which would only add space under the post.
 */
export function toStoredHtml(html: string): string {
  return html.replaceAll('&nbsp;', ' ').replace(TRAILING_EMPTY_PARAGRAPHS, '');
}
