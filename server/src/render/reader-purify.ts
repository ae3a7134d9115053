import createDOMPurify, { type DOMPurify } from 'dompurify';
import { SOURCE_ALLOWED } from '../sanitize/blog-html.ts';
import { MEDIA_PATH } from '../sanitize/body-image-source.ts';
import { htmlWindow } from '../sanitize/html-dom.ts';

// The reader's HTML is made from sanitised source by code that escapes every text, so this pass is
// a second line, not the first: an explicit list of what the renderer writes (the source's
// elements, the code block's frame, KaTeX's HTML, MathML and SVG), each element with its own attributes.

const MATH_PRESENTATION = ['mathvariant', 'style'];
const READER_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // The source's elements, each with what the renderer adds to it below.
  ...SOURCE_ALLOWED,
  img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
  // The code block's frame and the table's region.
  div: ['class', 'role', 'tabindex', 'aria-label'],
  button: ['type', 'class', 'data-copy-code'],
  pre: ['tabindex'],
  code: ['class'],
  // highlight.js tokens, KaTeX's boxes, Quill's list markers and formula errors.
  // (tabindex: a display formula, which scrolls sideways when wide.)
  span: ['class', 'style', 'aria-hidden', 'title', 'tabindex'],
  // KaTeX: stretchy delimiters, arrows and radicals.
  svg: ['xmlns', 'width', 'height', 'viewbox', 'preserveaspectratio', 'style'],
  path: ['d'],
  line: ['x1', 'x2', 'y1', 'y2', 'stroke-width'],
  // KaTeX's MathML, read by screen readers.
  math: ['xmlns', 'display'],
  semantics: [],
  annotation: ['encoding'],
  mrow: [],
  mi: MATH_PRESENTATION,
  mn: MATH_PRESENTATION,
  mo: [...MATH_PRESENTATION, 'fence', 'stretchy', 'separator', 'lspace', 'rspace', 'minsize', 'maxsize', 'largeop', 'movablelimits'],
  mtext: MATH_PRESENTATION,
  mspace: ['width', 'height', 'depth', 'linebreak', 'mathbackground'],
  mpadded: ['width', 'height', 'depth', 'lspace', 'voffset', 'mathbackground', 'style', 'class'],
  mphantom: [],
  mstyle: ['displaystyle', 'scriptlevel', 'mathcolor', 'mathbackground', 'mathsize', 'style'],
  mfrac: ['linethickness'],
  msqrt: [],
  mroot: [],
  msub: [],
  msup: [],
  msubsup: [],
  mover: ['accent'],
  munder: ['accentunder'],
  munderover: [],
  menclose: ['notation', 'mathbackground'],
  mtable: ['columnalign', 'columnspacing', 'columnlines', 'rowspacing', 'rowlines', 'width'],
  mtr: [],
  mtd: ['class', 'width', 'columnalign'],
  mlabeledtr: [],
};

/** A reader image: our media (at a stored width) or an absolute http(s) URL, never data: or script. */
const READER_IMAGE = /^(?:https?:\/\/|\/api\/media\/)/i;

let purify: DOMPurify | undefined;

function loadPurify(): DOMPurify {
  if (purify) return purify;
  purify = createDOMPurify(htmlWindow());
  purify.addHook('afterSanitizeAttributes', (node) => {
    const allowed = READER_ALLOWED[node.nodeName.toLowerCase()] ?? [];
    for (const name of node.getAttributeNames()) {
      if (!allowed.includes(name.toLowerCase())) node.removeAttribute(name);
    }
    if (node.nodeName === 'IMG' && !isReaderImage(node.getAttribute('src'))) node.remove();
  });
  return purify;
}

function isReaderImage(src: string | null): boolean {
  if (src === null || !READER_IMAGE.test(src)) return false;
  return !src.startsWith('/') || MEDIA_PATH.test(src.replace(/\?w=\d+$/, ''));
}

const CONFIG = {
  ALLOWED_TAGS: Object.keys(READER_ALLOWED),
  ALLOWED_ATTR: [...new Set(Object.values(READER_ALLOWED).flat())],
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml', 'http://www.w3.org/2000/svg', 'http://www.w3.org/1998/Math/MathML'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The reader's HTML kept to what the renderer writes. */
export function purifyReaderHtml(html: string): string {
  return loadPurify().sanitize(html, CONFIG);
}
