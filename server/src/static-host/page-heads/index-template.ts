/**
 * The built index.html with the head elements the host writes per page taken out: its `<title>`
 * and description. `render` puts a page's head back just before `</head>` (or, in a document
 * without one, first), so the rest of the build's head (preloads, styles, scripts) is untouched.
 */
export interface IndexTemplate {
  render(headHtml: string): string;
}

export function indexTemplate(html: string): IndexTemplate {
  const stripped = html.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi, '').replace(/<meta\s+name=["']?description["']?[^>]*>\s*/gi, '');
  const at = stripped.search(/<\/head\s*>/i);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(stripped)?.[0].length ?? 0;
  const [before, after] = at >= 0 ? [stripped.slice(0, at), stripped.slice(at)] : [stripped.slice(0, doctype), stripped.slice(doctype)];
  return { render: (headHtml) => `${before}${at >= 0 ? '  ' : ''}${headHtml}\n${after}` };
}
