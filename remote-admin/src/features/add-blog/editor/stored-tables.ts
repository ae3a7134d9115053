// The stored form of Quill's tables; Quill-free, as the form loads it before the editor.
// Quill's semantic HTML for a table is regular: its cells are single lines, their text escaped.
const TABLE = /<table[^>]*>\s*<tbody>([\s\S]*?)<\/tbody>\s*<\/table>/g;
const ROW = /<tr>[\s\S]*?<\/tr>/g;
const CELL_START = /<td[^>]*>/g;

/**
 * Quill's table HTML in the stored form: the first row is the header (Markdown tables always have
 * one, and Quill cannot mark one), the others the body; Quill's inline style and row ids go.
 */
export function toStoredTables(html: string): string {
  return html.replace(TABLE, (_table, body: string) => {
    const rows = (body.match(ROW) ?? []).map((row) => row.replace(CELL_START, '<td>'));
    if (rows.length < 2) return `<table><tbody>${rows.join('')}</tbody></table>`;
    const head = rows[0]!.replaceAll('<td>', '<th>').replaceAll('</td>', '</th>');
    return `<table><thead>${head}</thead><tbody>${rows.slice(1).join('')}</tbody></table>`;
  });
}
