import { JSDOM } from 'jsdom';

// The blog editor's toolbar as docs/product.md#blog-editor states it, written out here independently of the
// sanitiser: every stored body must stay inside it.
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
  IMG: ['src', 'alt'],
  SPAN: ['class'],
};
const LINK = /^(?:https?:|mailto:|tel:|sms:)/i;
const IMAGE = /^(?:https?:|data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$)/i;

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
  }
  return problems;
}
