import type QuillDelta from 'quill-delta';
import { Quill } from 'react-quill-new';
import type QuillType from 'quill';
import { LanguageCodeBlock, LanguageCodeBlockContainer, matchPre } from './code-block.ts';
import { CODE_LANGUAGE_SELECT_CLASS, CodeLanguagePicker } from './code-language-picker.ts';
import { MarkdownClipboard } from './markdown-paste.ts';
import { listenMarkdownShortcuts } from './markdown-shortcuts.ts';
import { matchHeaderCell, matchTableWhitespace } from './table.ts';
import { registerImageModules } from './images/quill-image-modules.ts';
import { sanitizeImage, sanitizeLink } from './url-policy.ts';

const Delta = Quill.import('delta') as typeof QuillDelta;

/**
 * docs/product.md#blog-editor: headers 1 to 3, bold, italic, underline, strike, inline code, ordered and
 * bullet lists, code block (its language picker joins this group), link, image, clean.
 */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike', 'code'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['code-block'],
  ['link', 'image'],
  ['clean'],
];

/** Only what the toolbar makes: pasted or generated HTML loses anything else (as the server would). */
export const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'code', 'list', 'code-block', 'table', 'link', 'image'];

/** Module options; one object so the editor is never rebuilt by a new identity. */
export const MODULES = {
  toolbar: TOOLBAR,
  // docs/product.md#blog-editor: undo groups changes made within 1000 ms, and keeps at most 100 steps.
  history: { delay: 1000, maxStack: 100, userOnly: false },
  // WCAG 2.1.2 (no keyboard trap): Quill's Tab inserts a tab character, so a keyboard user could
  // never leave the editor forwards. Returning true lets the browser move the focus instead;
  // the same-named bindings replace Quill's defaults. The toolbar has no indent, so none is lost.
  // In a code block too (Quill would insert two spaces): indentation there is typed with spaces or
  // pasted, tabs included, and Enter keeps the line's indentation.
  keyboard: {
    bindings: {
      tab: { key: 'Tab', handler: () => true },
      indent: { key: 'Tab', handler: () => true },
      outdent: { key: 'Tab', shiftKey: true, handler: () => true },
      'indent code-block': { key: 'Tab', handler: () => true },
      'outdent code-block': { key: 'Tab', shiftKey: true, handler: () => true },
      'code-block keeps indentation': {
        key: 'Enter',
        collapsed: true,
        format: ['code-block'],
        handler(this: { quill: QuillType }, range: { index: number }, context: { prefix: string; format: Record<string, unknown> }) {
          const indentation = /^[ \t]*/.exec(context.prefix)![0];
          if (!indentation) return true;
          const line = new Delta().retain(range.index).insert('\n', { 'code-block': context.format['code-block'] }).insert(indentation);
          this.quill.updateContents(line, Quill.sources.USER);
          this.quill.setSelection(range.index + 1 + indentation.length, 0, Quill.sources.SILENT);
          return false;
        },
      },
    },
  },
  clipboard: {
    matchers: [
      ['pre', matchPre],
      ['th', matchHeaderCell],
      [Node.TEXT_NODE, matchTableWhitespace],
    ],
  },
  // Tables pasted as Markdown or HTML; Quill's module keeps their rows even when edited.
  table: true,
  // After the toolbar, which they extend.
  codeLanguage: true,
  markdownShortcuts: true,
};

// Quill's formats are process-wide classes; this remote is the only user of its Quill copy.
Quill.register(LanguageCodeBlock, true);
Quill.register(LanguageCodeBlockContainer, true);
Quill.register('modules/clipboard', MarkdownClipboard, true);
Quill.register('modules/codeLanguage', CodeLanguagePicker, true);
registerImageModules();
Quill.register(
  'modules/markdownShortcuts',
  class MarkdownShortcuts {
    constructor(quill: QuillType) {
      listenMarkdownShortcuts(quill);
    }
  },
  true,
);

interface SanitizingFormat {
  sanitize(url: string): string;
}

// Addresses typed into the link box or pasted are held to the lists the server applies.
(Quill.import('formats/link') as SanitizingFormat).sanitize = sanitizeLink;
(Quill.import('formats/image') as SanitizingFormat).sanitize = sanitizeImage;

/** Accessible names Quill leaves out or words tersely ("list: ordered"). */
const CONTROL_NAMES: [selector: string, name: string][] = [
  ['button.ql-bold', 'Bold'],
  ['button.ql-italic', 'Italic'],
  ['button.ql-underline', 'Underline'],
  ['button.ql-strike', 'Strikethrough'],
  ['button.ql-code', 'Inline code'],
  ['button.ql-code-block', 'Code block'],
  [`select.${CODE_LANGUAGE_SELECT_CLASS}`, 'Code language'],
  ['button.ql-list[value="ordered"]', 'Numbered list'],
  ['button.ql-list[value="bullet"]', 'Bulleted list'],
  ['button.ql-link', 'Link'],
  ['button.ql-image', 'Image'],
  ['button.ql-clean', 'Clear formatting'],
  ['.ql-header .ql-picker-label', 'Text style'],
  ['.ql-header .ql-picker-item[data-value="1"]', 'Heading 1'],
  ['.ql-header .ql-picker-item[data-value="2"]', 'Heading 2'],
  ['.ql-header .ql-picker-item[data-value="3"]', 'Heading 3'],
  ['.ql-header .ql-picker-item:not([data-value])', 'Normal text'],
  ['.ql-tooltip input[type="text"]', 'Link address'],
];

/** Names the toolbar and its controls; `container` is the element Quill was created in. */
export function labelQuillControls(container: Element, toolbarName: string) {
  const toolbar = container.parentElement?.querySelector('.ql-toolbar');
  toolbar?.setAttribute('aria-label', toolbarName);
  for (const [selector, name] of CONTROL_NAMES) {
    for (const element of container.parentElement?.querySelectorAll(selector) ?? []) element.setAttribute('aria-label', name);
  }
}
