/**
 * The renderer, loaded by the first write that needs it: KaTeX and highlight.js (about 3 MB of
 * heap) and jsdom stay out of an instance that only serves readers (decision 0066).
 */
export async function renderOnWrite(source: string): Promise<string> {
  const { renderBlogBody } = await import('./render-blog-body.ts');
  return renderBlogBody(source);
}
