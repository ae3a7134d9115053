import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';

// The blog editor's toolbar (docs/product.md#blog-editor): headers 1-3, bold, italic, underline, strike, ordered and
// bullet lists, link, image, clean. Anything it cannot produce is removed on write, so a request
// crafted by hand stores nothing the editor could not have made.

/** Each allowed element with the only attributes it may keep. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
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
  img: ['src', 'alt'],
  // Quill's list markers: <span class="ql-ui">; any other span is unwrapped.
  span: ['class'],
};

const LIST_KINDS = new Set(['bullet', 'ordered']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;
// Browsers drop these inside URLs ("java\tscript:"), so a URL holding one is refused outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const LINK_REL = 'noopener noreferrer';

/**
 * The DOM the sanitiser works in, built on the first write. jsdom is about 30 MB of the API's heap
 * once loaded, and an instance that only serves readers never needs it: a heap that much larger
 * made each of the collector's full marks that much longer under load (decision 0066).
 */
let dom: { window: Jsdom.DOMWindow; purify: DOMPurify } | undefined;

function loadDom(): NonNullable<typeof dom> {
  if (dom) return dom;
  // jsdom is CommonJS: required where it is first needed, so sanitising stays synchronous.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', cleanAttributes);
  dom = { window, purify };
  return dom;
}

function cleanAttributes(node: Element): void {
  const tag = node.nodeName.toLowerCase();
  const allowed = ALLOWED[tag] ?? [];
  for (const name of node.getAttributeNames()) {
    if (!allowed.includes(name)) node.removeAttribute(name);
  }
  if (tag === 'a') cleanLink(node);
  else if (tag === 'img' && !isAllowedImageSource(node.getAttribute('src'))) node.remove();
  else if (tag === 'li' && !LIST_KINDS.has(node.getAttribute('data-list') ?? '')) node.removeAttribute('data-list');
  else if (tag === 'span' && node.getAttribute('class') !== 'ql-ui') node.replaceWith(...node.childNodes);
}

const CONFIG = {
  ALLOWED_TAGS: Object.keys(ALLOWED),
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The blog body reduced to the editor's allow-list; DOMPurify's own URI checks run first. */
export function sanitizeBlogHtml(html: string): string {
  return loadDom().purify.sanitize(html, CONFIG);
}

/** True when sanitised HTML shows something: text other than whitespace, or an image. */
export function hasReadableContent(html: string): boolean {
  const template = loadDom().window.document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').trim() !== '' || template.content.querySelector('img') !== null;
}

function cleanLink(link: Element): void {
  if (!isAllowedUrl(link.getAttribute('href'), LINK_PROTOCOLS)) link.removeAttribute('href');
  if (link.hasAttribute('target') && link.getAttribute('target') !== '_blank') link.removeAttribute('target');
  // A page opened in a new tab must not reach back through window.opener.
  if (link.hasAttribute('target')) link.setAttribute('rel', LINK_REL);
  else link.removeAttribute('rel');
}

function isAllowedImageSource(src: string | null): boolean {
  return src !== null && (DATA_IMAGE.test(src) || isAllowedUrl(src, IMAGE_PROTOCOLS));
}

/** Absolute URLs with one of `protocols` only; relative and scheme-less values are refused. */
function isAllowedUrl(value: string | null, protocols: ReadonlySet<string>): boolean {
  if (value === null || CONTROL_CHARACTERS.test(value)) return false;
  const url = URL.parse(value.trim());
  return url !== null && protocols.has(url.protocol);
}
