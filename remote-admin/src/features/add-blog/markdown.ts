/** An AI draft's Markdown as HTML for the editor; marked is fetched with the first draft. */
export async function markdownToHtml(markdown: string): Promise<string> {
  const { marked } = await import('marked');
  return marked.parse(markdown, { async: false, gfm: true });
}

/** One line of Markdown as inline HTML (no paragraph), to paste inside the current line. */
export async function markdownInlineToHtml(markdown: string): Promise<string> {
  const { marked } = await import('marked');
  return marked.parseInline(markdown, { async: false, gfm: true });
}
