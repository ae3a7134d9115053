import { FIRST_PAINT_CONTENT, FIRST_PAINT_DATA, FIRST_PAINT_NOT_FOUND, ROOT_ELEMENT, type FirstPaintPages, type RemoteFirstPaintPage } from '@studyhub/shared-api/catalog';
import { FORMULA_STYLESHEET_PRECEDENCE } from '@studyhub/shared-api/contract';
import { escapeHtml, jsonForScript } from './escape.ts';

/**
 * The built index.html with the parts the host writes per page taken out: its `<title>` and
 * description, and the first paint inside the root element. `render` puts a page's head back just
 * before `</head>` (or, in a document without one, first), so the rest of the build's head
 * (preloads, styles, scripts) is untouched, and the frame of `frameKey` into the root, with a
 * remote's page, when it has one, in `<main>` and its CSS in the head (docs/decisions/0055).
 */
export interface IndexTemplate {
  render(headHtml: string, frameKey?: string, page?: RemoteFirstPaintPage): string;
}

/** The frame with `page` in `<main>` instead of the loading state, in the element the shell keeps until the remote renders. */
function withPage(frame: string, page: RemoteFirstPaintPage | undefined): string {
  if (!page) return frame;
  return frame.replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, (_, open: string, close: string) => `${open}<div ${FIRST_PAINT_CONTENT}="" inert="" style="display:contents">${page.html}</div>${close}`);
}

/** The page's CSS, and the API answer it shows for the app's store (docs/decisions/0056). */
function pageHead(page: RemoteFirstPaintPage | undefined): string {
  if (!page) return '';
  const data = page.data ? `<script type="application/json" ${FIRST_PAINT_DATA}="">${jsonForScript(page.data)}</script>\n` : '';
  // The precedence React writes too, so the app adopts the link instead of adding its own.
  const links = (page.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-precedence="${FORMULA_STYLESHEET_PRECEDENCE}">\n`).join('');
  return `${links}<style ${FIRST_PAINT_CONTENT}="">${page.css}</style>\n${data}`;
}

/**
 * `firstPaint` is the build's first-paint file (docs/decisions/0053). Its home frame is what the
 * build put in index.html, so that exact text is where each page's frame goes; a build without
 * the file, or whose index.html does not hold that frame, is served as it is.
 */
export function indexTemplate(html: string, firstPaint?: FirstPaintPages): IndexTemplate {
  const stripped = html.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi, '').replace(/<meta\s+name=["']?description["']?[^>]*>\s*/gi, '');
  const at = stripped.search(/<\/head\s*>/i);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(stripped)?.[0].length ?? 0;
  const [before, after] = at >= 0 ? [stripped.slice(0, at), stripped.slice(at)] : [stripped.slice(0, doctype), stripped.slice(doctype)];
  const head = (headHtml: string) => `${before}${at >= 0 ? '  ' : ''}${headHtml}\n`;

  const built = firstPaint?.['/'] === undefined ? -1 : after.indexOf(`${ROOT_ELEMENT}${firstPaint['/']}</div>`);
  if (!firstPaint || built < 0) return { render: (headHtml) => `${head(headHtml)}${after}` };
  const [toRoot, fromRoot] = [after.slice(0, built + ROOT_ELEMENT.length), after.slice(built + ROOT_ELEMENT.length + firstPaint['/']!.length)];
  return {
    render: (headHtml, frameKey = '/', page) =>
      `${head(headHtml + pageHead(page))}${toRoot}${withPage(firstPaint[frameKey] ?? firstPaint[FIRST_PAINT_NOT_FOUND] ?? '', page)}${fromRoot}`,
  };
}
