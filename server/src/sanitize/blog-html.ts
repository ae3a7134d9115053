import { CODE_LANGUAGE_CLASS_PREFIX, codeLanguageOf, LINK_PROTOCOLS } from '@studyhub/shared-api/contract';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { isAllowedUrl, storedImageSource } from './body-image-source.ts';
import { htmlWindow, parseFragment, serializeFragment } from './html-dom.ts';

// The blog editor's toolbar (docs/product.md#blog-editor) and the body's source format
// (shared-api/src/contract/post-body.ts): headers 1-3, bold, italic, underline, strike, lists,
// links, images, code blocks and inline code, tables. Formulas are text. Anything the editor cannot
// produce is removed on write, so a request crafted by hand stores nothing the editor could not have made.

/** Each allowed element of the source with the only attributes it may keep; the reader's list (render/reader-purify.ts) starts from it. */
export const SOURCE_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  ol: [],
  ul: [],
  // Quill 2 writes every list as <ol> and tells bullets from numbers with data-list.
  li: ['data-list'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  // Quill's list markers: <span class="ql-ui">; any other span is unwrapped.
  span: ['class'],
  // A code block is <pre><code class="language-ID">, inline code a bare <code>; both hold text only.
  pre: [],
  code: ['class'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
};

const LIST_KINDS = new Set(['bullet', 'ordered']);
const LINK_REL = 'noopener noreferrer';
/** An image's width or height: a positive whole number of pixels, no larger than any stored image. */
const IMAGE_SIZE = /^[1-9][0-9]{0,4}$/;
export const MAX_IMAGE_SIZE = 16384;

let purify: DOMPurify | undefined;
/** The API's public URL during one sanitising call: hooks are shared, and sanitising is synchronous. */
let mediaOrigin: string | undefined;

function loadPurify(): DOMPurify {
  if (purify) return purify;
  purify = createDOMPurify(htmlWindow());
  purify.addHook('afterSanitizeAttributes', cleanAttributes);
  return purify;
}

function cleanAttributes(node: Element): void {
  const tag = node.nodeName.toLowerCase();
  const allowed = SOURCE_ALLOWED[tag] ?? [];
  for (const name of node.getAttributeNames()) {
    if (!allowed.includes(name)) node.removeAttribute(name);
  }
  if (tag === 'a') cleanLink(node);
  else if (tag === 'img') cleanImage(node);
  else if (tag === 'code') cleanCodeClass(node);
  else if (tag === 'li' && !LIST_KINDS.has(node.getAttribute('data-list') ?? '')) node.removeAttribute('data-list');
  else if (tag === 'span' && node.getAttribute('class') !== 'ql-ui') node.replaceWith(...node.childNodes);
}

const CONFIG = {
  ALLOWED_TAGS: Object.keys(SOURCE_ALLOWED),
  ALLOWED_ATTR: [...new Set(Object.values(SOURCE_ALLOWED).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true as const,
};

export interface SanitizeOptions {
  /** The API's public URL: images it serves are stored by their path (`/api/media/UUID`). */
  mediaOrigin?: string;
}

/** The blog body reduced to the source format's allow-list; DOMPurify's own URI checks run first. */
export function sanitizeBlogHtml(html: string, options: SanitizeOptions = {}): string {
  mediaOrigin = options.mediaOrigin;
  try {
    // Into the one long-lived document before any selector runs: jsdom gives each document that
    // matches a selector a finder whose listeners on the window are never removed, so the
    // document DOMPurify parsed this body into, and the whole body, stayed in memory for good
    // (about 150 KB a post; docs/decisions/0085).
    const fragment = htmlWindow().document.adoptNode(loadPurify().sanitize(html, CONFIG));
    normalizeCode(fragment);
    return serializeFragment(fragment);
  } finally {
    mediaOrigin = undefined;
  }
}

/** True when sanitised HTML shows something: text other than whitespace, or an image. */
export function hasReadableContent(html: string): boolean {
  const content = parseFragment(html);
  return (content.textContent ?? '').trim() !== '' || content.querySelector('img') !== null;
}

function cleanLink(link: Element): void {
  if (!isAllowedUrl(link.getAttribute('href'), LINK_PROTOCOLS)) link.removeAttribute('href');
  if (link.hasAttribute('target') && link.getAttribute('target') !== '_blank') link.removeAttribute('target');
  // A page opened in a new tab must not reach back through window.opener.
  if (link.hasAttribute('target')) link.setAttribute('rel', LINK_REL);
  else link.removeAttribute('rel');
}

function cleanImage(image: Element): void {
  const src = storedImageSource(image.getAttribute('src'), mediaOrigin);
  if (src === undefined) {
    image.remove();
    return;
  }
  image.setAttribute('src', src);
  for (const name of ['width', 'height']) {
    const value = image.getAttribute(name);
    if (value !== null && !(IMAGE_SIZE.test(value) && Number(value) <= MAX_IMAGE_SIZE)) image.removeAttribute(name);
  }
}

/** A code block's class names its language, one of CODE_LANGUAGES; inline code keeps no class. */
function cleanCodeClass(code: Element): void {
  const language = code.parentElement?.nodeName === 'PRE' ? codeLanguageOf(code.getAttribute('class')) : undefined;
  if (language) code.setAttribute('class', `${CODE_LANGUAGE_CLASS_PREFIX}${language}`);
  else code.removeAttribute('class');
}

/**
 * Code holds text only: a block becomes one <pre><code> with its text (line breaks kept), inline
 * code loses any markup inside it. Highlighting is the renderer's, from this text alone.
 */
function normalizeCode(fragment: DocumentFragment): void {
  const document = htmlWindow().document;
  for (const pre of fragment.querySelectorAll('pre:not(pre pre)')) {
    const code = document.createElement('code');
    const language = codeLanguageOf(pre.querySelector('code')?.getAttribute('class'));
    if (language) code.setAttribute('class', `${CODE_LANGUAGE_CLASS_PREFIX}${language}`);
    code.textContent = codeText(pre);
    pre.replaceChildren(code);
  }
  for (const code of fragment.querySelectorAll('code:not(pre > code)')) {
    if (code.children.length > 0) code.replaceChildren(code.textContent ?? '');
  }
}

/** The text of a block as written: a <br> (the editor's line break) is a newline. */
function codeText(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === child.TEXT_NODE) text += (child as Text).data;
    else if (child.nodeName === 'BR') text += '\n';
    else text += codeText(child);
  }
  return text;
}
