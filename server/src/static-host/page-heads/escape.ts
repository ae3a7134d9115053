/**
 * The one escaper for text and attribute values in the served head: `&`, `<`, `>`, both quotes.
 * Everything written into the head goes through it (docs/decisions/0038).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * JSON for a `<script type="application/ld+json">` element: nothing in it can close the element
 * (`</script>`), open a comment (`<!--`) or end a line for an old JavaScript parser (U+2028/9).
 * The escapes are JSON's own, so JSON.parse of the element's text gives the value back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
