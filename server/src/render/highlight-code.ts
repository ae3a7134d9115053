import type { CodeLanguage } from '@studyhub/shared-api/contract';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

// highlight.js, not Shiki (measured for issue 33): it writes token classes (hljs-keyword), which the
// reader's stylesheet colours for each theme, where Shiki writes inline colours; and it measured
// about ten times faster per block with a tenth of the dependencies.

/** Each language of the picker with the grammar that highlights it; `plain` has none. */
const GRAMMARS: Record<Exclude<CodeLanguage, 'plain'>, Parameters<typeof hljs.registerLanguage>[1]> = {
  python,
  c,
  cpp,
  java,
  javascript,
  typescript,
  sql,
  bash,
  go,
  rust,
  html: xml,
  css,
  json,
  yaml,
};

for (const [id, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(id, grammar);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * The HTML of a code block's text: tokens as <span class="hljs-…"> around the text, escaped, so
 * the element's text is `code` exactly. Plain text is only escaped.
 */
export function highlightCode(code: string, language: CodeLanguage): string {
  if (language === 'plain') return code.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
