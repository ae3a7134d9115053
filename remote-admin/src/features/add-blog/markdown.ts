/** An AI draft's Markdown as HTML for the editor; marked is fetched with the first draft. */
export async function markdownToHtml(markdown: string): Promise<string> {
  const { marked } = await import('marked');
  return marked.parse(markdown, { async: false, gfm: true });
}
