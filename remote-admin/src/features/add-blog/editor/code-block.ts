// Code blocks that know their language, stored in the source format of post-body.ts:
// <pre><code class="language-ID">text only</code></pre>. Quill's own code block has no language
// without its syntax module, and that module needs highlight.js in the editor (readers get their
// highlighting from the server, so the admin does not ship a highlighter).
import { type CodeLanguage } from '@studyhub/shared-api';
import { CODE_LANGUAGE_CLASS_PREFIX, DEFAULT_CODE_LANGUAGE } from '@studyhub/shared-api/admin';
import type { Parchment } from 'quill';
import type QuillCodeBlock from 'quill/formats/code.js';
import type { CodeBlockContainer as QuillCodeBlockContainer } from 'quill/formats/code.js';
import type QuillDelta from 'quill-delta';
import { Quill } from 'react-quill-new';
import { languageOfInfo } from './code-language.ts';

const CodeBlock = Quill.import('formats/code-block') as typeof QuillCodeBlock;
const CodeBlockContainer = Quill.import('formats/code-block-container') as typeof QuillCodeBlockContainer;
const TextBlot = Quill.import('blots/text') as typeof Parchment.TextBlot;

const LANGUAGE_ATTRIBUTE = 'data-language';

/** The language a class attribute names with language-ID (or lang-ID), common names included. */
function languageOfClass(className: string | null | undefined): CodeLanguage | undefined {
  for (const name of (className ?? '').split(/\s+/)) {
    const info = /^(?:language|lang)-(.+)$/.exec(name)?.[1];
    const language = languageOfInfo(info);
    if (language) return language;
  }
  return undefined;
}

/** The language an element of a code block names: Quill's data-language, or a language-ID class on it or its <code>. */
export function languageOfElement(element: Element): CodeLanguage {
  const code = element.tagName === 'CODE' ? element : element.querySelector(':scope > code');
  return (
    languageOfInfo(element.getAttribute(LANGUAGE_ATTRIBUTE)) ??
    languageOfClass(element.getAttribute('class')) ??
    languageOfClass(code?.getAttribute('class')) ??
    DEFAULT_CODE_LANGUAGE
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text as HTML text: only what would otherwise be markup is escaped, spaces and tabs stay as typed. */
export function escapeCode(text: string): string {
  return text.replace(/[&<>]/g, (character) => ESCAPES[character] ?? character);
}

/** One line of a code block; its format value is the language id. */
export class LanguageCodeBlock extends CodeBlock {
  // Quill's registers its own container, which would replace this file's.
  static override register() {}

  static override create(value: unknown) {
    const node = super.create(value) as HTMLElement;
    node.setAttribute(LANGUAGE_ATTRIBUTE, languageOfInfo(typeof value === 'string' ? value : null) ?? DEFAULT_CODE_LANGUAGE);
    return node;
  }

  static override formats(domNode: Element) {
    return languageOfElement(domNode);
  }

  override format(name: string, value: unknown) {
    if (name === this.statics.blotName && typeof value === 'string' && value) {
      this.domNode.setAttribute(LANGUAGE_ATTRIBUTE, languageOfInfo(value) ?? DEFAULT_CODE_LANGUAGE);
    } else {
      super.format(name, value);
    }
  }
}

/** The lines of one code block; its semantic HTML is the stored form. */
export class LanguageCodeBlockContainer extends CodeBlockContainer {
  // Quill reads innerText, which jsdom lacks and which a cursor blot would pollute: the text blots
  // hold exactly what was typed.
  override code(index: number, length: number): string {
    return this.children
      .map((line) => (line as Parchment.ParentBlot).descendants(TextBlot).map((text) => text.value()).join(''))
      .join('\n')
      .slice(index, index + length);
  }

  /** The block's language: its first line's (the picker sets every line's). */
  language(): CodeLanguage {
    const head = this.children.head;
    return head ? languageOfElement(head.domNode as Element) : DEFAULT_CODE_LANGUAGE;
  }

  // As in CommonMark and HTML, a newline at the end of <code> ends the last line rather than adding
  // one, so only a block whose last line is blank gets it (and reads back the same).
  override html(index: number, length: number): string {
    const text = this.code(index, length);
    return `<pre><code class="${CODE_LANGUAGE_CLASS_PREFIX}${this.language()}">${escapeCode(text.endsWith('\n') ? `${text}\n` : text)}</code></pre>`;
  }

  // Quill joins any two adjacent code blocks; two languages stay two blocks.
  override checkMerge(): boolean {
    return super.checkMerge() && this.next instanceof LanguageCodeBlockContainer && this.next.language() === this.language();
  }
}
LanguageCodeBlockContainer.allowedChildren = [LanguageCodeBlock];
LanguageCodeBlock.requiredContainer = LanguageCodeBlockContainer;

const Delta = Quill.import('delta') as typeof QuillDelta;
type DeltaType = InstanceType<typeof Delta>;

/**
 * Clipboard matcher for <pre> (pasted HTML, stored bodies, Markdown fences): one code block of the
 * element's language holding only its text, line breaks kept, every inline format dropped
 * (a stored <code> inside it would otherwise become inline code within the block).
 */
export function matchPre(node: Node, delta: DeltaType): DeltaType {
  const language = languageOfElement(node as Element);
  let text = delta.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');
  if (!text.endsWith('\n')) text += '\n';
  const lines = new Delta();
  for (const line of text.slice(0, -1).split('\n')) {
    if (line) lines.insert(line);
    lines.insert('\n', { 'code-block': language });
  }
  return lines;
}
