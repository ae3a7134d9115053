import { createRequire } from 'node:module';
import { seededRandom } from './seeded-random.ts';

/**
 * Script that gets to run sets `__xss` (on the page, or on the parent of a frame) or opens a
 * dialog; the browser suite watches for both. Grouped by the trick each one tries.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // script elements
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=data:text/javascript,window.__xss=1></SCRIPT>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '"><script>window.__xss=1</script>',
  "'><script>window.__xss=1</script>",
  '</title><script>window.__xss=1</script>',
  '</textarea><script>window.__xss=1</script>',
  '<svg><script>window.__xss=1</script></svg>',
  // event handlers
  '<img src=x onerror="window.__xss=1">',
  '<img src=x onerror=&#x77;indow.__xss=1>',
  '<img src=x onerror\u000b=window.__xss=1>',
  '<svg onload="window.__xss=1">',
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>',
  '<body onload=window.__xss=1>',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '<input autofocus onfocus="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror=window.__xss=1>',
  '<marquee onstart=window.__xss=1>x</marquee>',
  '<a href="#" onclick="window.__xss=1" onmouseover="window.__xss=1">hover me</a>',
  '<p onpointerenter="window.__xss=1" style="position:fixed;inset:0">cover</p>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  // javascript: and data: URLs
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="java\tscript:window.__xss=1">click</a>',
  '<a href="java&#x09;script:window.__xss=1">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">click</a>',
  '<a href=" javascript:window.__xss=1">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<img src="javascript:window.__xss=1">',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  '<embed src="data:text/html,<script>parent.__xss=1</script>">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<div style="background:url(javascript:window.__xss=1)">styled</div>',
  '<style>@import "javascript:window.__xss=1";</style>',
  // SVG and MathML
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="20" y="20">svg link</text></a></svg>',
  '<svg><style><img src=x onerror=window.__xss=1></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPTEiLz4=">',
  // code blocks, formulas and images in a post body (issue 33)
  '<pre><code class="language-python">&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;</code></pre>',
  '<pre><code class="language-python&quot; onmouseover=&quot;window.__xss=1">x</code></pre>',
  '<p>$\\href{javascript:window.__xss=1}{click}$ and $$\\url{javascript:window.__xss=1}$$</p>',
  '<p>$\\htmlData{x=1}{a}\\htmlClass{code-block-copy}{b}\\htmlId{root}{c}\\htmlStyle{background:url(javascript:window.__xss=1)}{d}$</p>',
  '<img src="/api/media/00000000-0000-4000-8000-000000000000" alt="&quot; onerror=&quot;window.__xss=1" width="1" height="1">',
  // broken markup and parser differentials
  '<img src=x onerror="window.__xss=1" ',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<template><img src=x onerror=window.__xss=1></template>',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<p>unclosed <b>bold <i>italic</p><img src=x onerror=window.__xss=1',
  '{{constructor.constructor("window.__xss=1")()}}',
  // mixed encodings: must stay text, never become markup
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E',
  '\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e',
  '＜script＞window.__xss=1＜/script＞',
  '+ADw-script+AD4-window.__xss=1+ADw-/script+AD4-',
  '\u00bcscript\u00bewindow.__xss=1\u00bc/script\u00be',
];

const NAUGHTY: readonly string[] = createRequire(import.meta.url)('big-list-of-naughty-strings');

/** Every string of big-list-of-naughty-strings, or a seeded sample of `count` of them. */
export function naughtyStrings(count: number, seed: number): string[] {
  return seededRandom(seed).sample(NAUGHTY, count);
}


/** Strings the list lacks that databases and parsers choke on: NUL, lone surrogates, bidi overrides, sheer length. */
export const EDGE_STRINGS: readonly string[] = [
  '\u0000',
  'before\u0000after',
  '\ud800',
  'lone \udfff surrogate',
  '\u202egnp.exe',
  '\ufeffbyte order mark',
  'e\u0301\u0301\u0301\u0301 combining',
  'x'.repeat(5000),
];

/** The naughty strings (sampled), the edge strings and every XSS payload. */
export function hostileStrings(naughtyCount: number, seed: number): string[] {
  return [...naughtyStrings(naughtyCount, seed), ...EDGE_STRINGS, ...XSS_PAYLOADS];
}
