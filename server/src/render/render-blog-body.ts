import { CODE_LANGUAGE_CLASS_PREFIX, COVER_DEFAULT_WIDTH, COVER_WIDTH_PARAM, COVER_WIDTHS, codeLanguageLabel, codeLanguageOf, coverSources } from '@studyhub/shared-api/contract';
import { randomUUID } from 'node:crypto';
import { htmlWindow, parseFragment, serializeFragment } from '../sanitize/html-dom.ts';
import { highlightCode } from './highlight-code.ts';
import { purifyReaderHtml } from './reader-purify.ts';
import { renderFormula } from './render-formula.ts';
import { splitFormulas } from './formula-delimiters.ts';

/**
 * Formulas rendered per post; later ones stay text, as written. A formula costs about 0.5 ms and
 * 1 KB of reader HTML, and a 200 KB body could hold tens of thousands: this keeps a save's render
 * (which holds the event loop) and the stored HTML bounded.
 */
export const MAX_FORMULAS = 300;

/** The width a body's image takes: the reading column from 760 px up, else the screen less its margins. */
export const BODY_IMAGE_SIZES = '(min-width: 760px) 720px, calc(100vw - 32px)';

/**
 * The reader's HTML of a sanitised body (the source format of shared-api's post-body.ts), made
 * once when the post is saved: code highlighted with classes in a labelled block with a Copy
 * button, formulas as KaTeX HTML and MathML, tables in a scrolling region, images with widths.
 * Then a second allow-list pass of its own, so the output never relies on the input being clean.
 */
export function renderBlogBody(source: string): string {
  return purifyReaderHtml(renderReaderHtml(source));
}

/** The rendering alone, before the reader pass (exported so a test can show that pass keeps it whole). */
export function renderReaderHtml(source: string): string {
  const root = parseFragment(source);
  const insert = createInserts();
  renderFormulas(root, insert);
  renderCodeBlocks(root, insert);
  wrapTables(root);
  renderImages(root);
  return insert.fill(serializeFragment(root));
}

interface Inserts {
  /** A marker standing for `html` in the tree, replaced by it once the tree is serialised. */
  add(html: string): Comment;
  fill(serialised: string): string;
}

/**
 * KaTeX and highlight.js write HTML strings; parsing each into the tree only to serialise it again
 * was most of a render's time (jsdom is slow at both). They wait as comments named with a nonce
 * of this render, which no input can know, and go in as strings at the end.
 */
function createInserts(): Inserts {
  const nonce = randomUUID();
  const parts: string[] = [];
  const marker = (index: number) => `render-${nonce}-${index}`;
  return {
    add(html) {
      parts.push(html);
      return htmlWindow().document.createComment(marker(parts.length - 1));
    },
    fill(serialised) {
      if (parts.length === 0) return serialised;
      return serialised.replace(new RegExp(`<!--render-${nonce}-(\\d+)-->`, 'g'), (_match, index: string) => parts[Number(index)] ?? '');
    },
  };
}

function element(tag: string, attributes: Record<string, string> = {}, text?: string): HTMLElement {
  const node = htmlWindow().document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Formulas in text outside code: each text node split by the dollar rules, formulas rendered by KaTeX. */
function renderFormulas(root: DocumentFragment, insert: Inserts): void {
  const window = htmlWindow();
  const walker = window.document.createTreeWalker(root, window.NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes('$') && !node.parentElement?.closest('code, pre')) texts.push(node as Text);
  }
  let count = 0;
  for (const text of texts) {
    const parts = splitFormulas(text.data);
    text.replaceWith(
      ...parts.map((part) => {
        if ('text' in part) return part.text;
        count += 1;
        // Past the bound, as written: plain text costs the least to store, serialise and parse.
        if (count > MAX_FORMULAS) return part.source;
        const rendered = renderFormula(part.tex, part.display);
        if ('html' in rendered) return insert.add(rendered.html);
        const error = element('span', { class: 'math-error', title: rendered.error });
        error.append(element('code', {}, part.source));
        return error;
      }),
    );
  }
}

/** <pre><code class="language-ID"> as the reader's block: label, Copy button, highlighted text. */
function renderCodeBlocks(root: DocumentFragment, insert: Inserts): void {
  for (const pre of root.querySelectorAll('pre:not(pre pre)')) {
    const language = codeLanguageOf(pre.querySelector('code')?.getAttribute('class')) ?? 'plain';
    const block = element('div', { class: 'code-block' });
    const head = element('div', { class: 'code-block-head' });
    head.append(
      element('span', { class: 'code-block-language' }, codeLanguageLabel(language)),
      element('button', { type: 'button', class: 'code-block-copy', 'data-copy-code': '' }, 'Copy'),
    );
    const reader = element('pre', { tabindex: '0' });
    const code = element('code', { class: `${CODE_LANGUAGE_CLASS_PREFIX}${language} hljs` });
    // highlight.js escapes every character of the text and adds only <span class="hljs-…">.
    code.append(insert.add(highlightCode(pre.textContent ?? '', language)));
    reader.append(code);
    block.append(head, reader);
    pre.replaceWith(block);
  }
}

/** A table scrolls inside its own focusable region, so a wide one never widens the page. */
function wrapTables(root: DocumentFragment): void {
  for (const table of root.querySelectorAll('table:not(table table)')) {
    const region = element('div', { class: 'table-scroll', role: 'region', tabindex: '0', 'aria-label': 'Table' });
    table.replaceWith(region);
    region.append(table);
  }
}

/**
 * The sources of a body image: the media store keeps each of COVER_WIDTHS narrower than the image
 * and the image itself, so with its width known the candidates are exactly those (a cover's list
 * would offer widths that are not there).
 */
function imageSources(path: string, width: number): { src: string; srcSet?: string } {
  const cover = coverSources(path);
  if (!cover.srcSet || !Number.isInteger(width) || width <= 0) return cover;
  const narrower = COVER_WIDTHS.filter((candidate) => candidate < width);
  const at = (candidate: number) => `${path}?${COVER_WIDTH_PARAM}=${candidate}`;
  return {
    src: width > COVER_DEFAULT_WIDTH ? at(COVER_DEFAULT_WIDTH) : path,
    srcSet: [...narrower.map((candidate) => `${at(candidate)} ${candidate}w`), `${path} ${width}w`].join(', '),
  };
}

/** An image with the widths the media store keeps, its own size (no layout shift), loaded when near. */
function renderImages(root: DocumentFragment): void {
  for (const image of root.querySelectorAll('img')) {
    const { src, srcSet } = imageSources(image.getAttribute('src') ?? '', Number(image.getAttribute('width')));
    const attributes: Record<string, string> = { src };
    if (srcSet) Object.assign(attributes, { srcset: srcSet, sizes: BODY_IMAGE_SIZES });
    for (const name of ['width', 'height', 'alt']) {
      const value = image.getAttribute(name);
      if (value !== null) attributes[name] = value;
    }
    image.replaceWith(element('img', { ...attributes, loading: 'lazy', decoding: 'async' }));
  }
}
