// What a post's body may hold beyond plain rich text (docs/decisions/0071): the source format the
// editor stores and the server sanitises, written once for the editor, the server and the reader.
//
// - Code block: <pre><code class="language-ID">text only</code></pre>, ID one of CODE_LANGUAGES.
// - Inline code: <code>text only</code> inside a paragraph, heading or list item.
// - Image: <img src="/api/media/UUID" alt="…" width="W" height="H">; alt="" marks it decorative.
//   W and H are the stored image's own pixels. No data: URLs.
// - Formulas: TeX as text, $…$ inline and $$…$$ on a paragraph of its own; \$ is a dollar sign.
// - Table: <table><thead>? <tbody> <tr> <th>/<td>, text and inline formatting in cells.

/**
 * The schemes a body's link may use, as `URL.protocol` writes them (docs/product.md#blog-editor):
 * the editor blanks any other address as it is typed, the server drops it when it stores the body.
 */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'];

/** The schemes of a body image's absolute address; our own media is stored by its path (`/api/media/UUID`). */
export const IMAGE_PROTOCOLS: readonly string[] = ['http:', 'https:'];

/** Languages of a code block, in the editor's picker order; `plain` is no highlighting. */
export const CODE_LANGUAGES = [
  { id: 'plain', label: 'Plain text' },
  { id: 'python', label: 'Python' },
  { id: 'c', label: 'C' },
  { id: 'cpp', label: 'C++' },
  { id: 'java', label: 'Java' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'sql', label: 'SQL' },
  { id: 'bash', label: 'Bash' },
  { id: 'go', label: 'Go' },
  { id: 'rust', label: 'Rust' },
  { id: 'html', label: 'HTML' },
  { id: 'css', label: 'CSS' },
  { id: 'json', label: 'JSON' },
  { id: 'yaml', label: 'YAML' },
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]['id'];

export const DEFAULT_CODE_LANGUAGE: CodeLanguage = 'plain';

/** The class a code element carries for its language: `language-python`. */
export const CODE_LANGUAGE_CLASS_PREFIX = 'language-';

/** The language a code element's class names, if it is one of CODE_LANGUAGES. */
export function codeLanguageOf(className: string | null | undefined): CodeLanguage | undefined {
  for (const name of (className ?? '').split(/\s+/)) {
    if (!name.startsWith(CODE_LANGUAGE_CLASS_PREFIX)) continue;
    const id = name.slice(CODE_LANGUAGE_CLASS_PREFIX.length);
    const found = CODE_LANGUAGES.find((language) => language.id === id);
    if (found) return found.id;
  }
  return undefined;
}

/** True for a reader's body with formulas, which needs the KaTeX stylesheet (and it alone). */
export const hasFormulas = (readerHtml: string) => readerHtml.includes('class="katex');

/** The `precedence` React gives that stylesheet's link; the host's first paint writes the same. */
export const FORMULA_STYLESHEET_PRECEDENCE = 'katex';

/** The picker's label of a language id. */
export function codeLanguageLabel(id: string): string {
  return CODE_LANGUAGES.find((language) => language.id === id)?.label ?? 'Plain text';
}
