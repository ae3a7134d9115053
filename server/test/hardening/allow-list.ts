import { JSDOM } from 'jsdom';

// The blog editor's toolbar as docs/product.md#blog-editor states it, and the body's source format
// (shared-api's post-body.ts: code, tables, images by media path), written out here independently of
// the sanitiser: every stored body must stay inside it.
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  P: [],
  BR: [],
  H1: [],
  H2: [],
  H3: [],
  STRONG: [],
  B: [],
  EM: [],
  I: [],
  U: [],
  S: [],
  OL: [],
  UL: [],
  LI: ['data-list'],
  A: ['href', 'target', 'rel'],
  IMG: ['src', 'alt', 'width', 'height'],
  SPAN: ['class'],
  PRE: [],
  CODE: ['class'],
  TABLE: [],
  THEAD: [],
  TBODY: [],
  TR: [],
  TH: [],
  TD: [],
};
const LINK = /^(?:https?:|mailto:|tel:|sms:)/i;
const IMAGE = /^(?:https?:|\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)/i;
const CODE_CLASS = /^language-(?:plain|python|c|cpp|java|javascript|typescript|sql|bash|go|rust|html|css|json|yaml)$/;
const SIZE = /^[1-9][0-9]*$/;

const { window } = new JSDOM('');

/** What in `html` the toolbar could not have produced; empty when the body is inside the allow-list. */
export function allowListProblems(html: string): string[] {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const allowed = ALLOWED[element.tagName];
    if (!allowed) {
      problems.push(`<${element.tagName.toLowerCase()}>`);
      continue;
    }
    for (const name of element.getAttributeNames()) {
      if (!allowed.includes(name)) problems.push(`${element.tagName.toLowerCase()}[${name}]`);
    }
    const href = element.getAttribute('href');
    if (element.tagName === 'A' && href !== null && !LINK.test(href)) problems.push(`a[href=${href}]`);
    const src = element.getAttribute('src');
    if (element.tagName === 'IMG' && (src === null || !IMAGE.test(src))) problems.push(`img[src=${src}]`);
    if (element.tagName === 'A' && element.hasAttribute('target') && element.getAttribute('rel') !== 'noopener noreferrer') problems.push('a[target] without rel');
    if (element.tagName === 'SPAN' && element.getAttribute('class') !== 'ql-ui') problems.push(`span[class=${element.getAttribute('class')}]`);
    const codeClass = element.getAttribute('class');
    if (element.tagName === 'CODE' && codeClass !== null && !(element.parentElement?.tagName === 'PRE' && CODE_CLASS.test(codeClass))) problems.push(`code[class=${codeClass}]`);
    if (element.tagName === 'CODE' && element.children.length > 0) problems.push('markup inside code');
    for (const size of ['width', 'height']) {
      const value = element.getAttribute(size);
      if (element.tagName === 'IMG' && value !== null && !SIZE.test(value)) problems.push(`img[${size}=${value}]`);
    }
  }
  return problems;
}

const NEVER_IN_READER = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'textarea', 'select', 'style', 'link', 'meta', 'base', 'foreignobject', 'use', 'image', 'animate', 'set']);
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data):/i;

/**
 * What in the reader's HTML of a body (rendered at save: highlighted code, KaTeX, image widths)
 * could run or reach out: elements that load or run things, handlers, script and data URLs, styles
 * that fetch. Empty when it is inert.
 */
export function readerProblems(html: string): string[] {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    if (NEVER_IN_READER.has(element.localName.toLowerCase())) problems.push(`<${element.localName}>`);
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (/^on/i.test(name)) problems.push(`${element.localName}[${name}]`);
      if (/(?:^|:)(?:href|src|srcset|action|formaction)$/i.test(name) && value.split(',').some((url) => SCRIPT_URL.test(url))) problems.push(`${element.localName}[${name}=${value}]`);
      if (name === 'style' && /url\(|expression|javascript:/i.test(value)) problems.push(`${element.localName}[style=${value}]`);
    }
  }
  return problems;
}
