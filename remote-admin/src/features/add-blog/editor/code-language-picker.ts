// The language of the code block at the cursor: a native <select> in the toolbar (named, keyboard and
// screen-reader ready, the phone's own picker), not Quill's span-based picker.
import { CODE_LANGUAGES, DEFAULT_CODE_LANGUAGE } from '@studyhub/shared-api/admin';
import type QuillType from 'quill';
import { Quill } from 'react-quill-new';
import { LanguageCodeBlockContainer } from './code-block.ts';

/** The select's class; not ql-… so Quill's toolbar does not adopt it as a control. */
export const CODE_LANGUAGE_SELECT_CLASS = 'code-language';

interface Range {
  index: number;
  length: number;
}

export class CodeLanguagePicker {
  readonly select: HTMLSelectElement;

  constructor(private readonly quill: QuillType) {
    this.select = document.createElement('select');
    this.select.className = CODE_LANGUAGE_SELECT_CLASS;
    for (const { id, label } of CODE_LANGUAGES) this.select.add(new Option(label, id));
    const toolbar = quill.getModule('toolbar') as { container?: HTMLElement } | undefined;
    const button = toolbar?.container?.querySelector('button.ql-code-block');
    button?.after(this.select);
    this.select.addEventListener('change', () => this.apply());
    quill.on('editor-change', () => this.update());
    this.update();
  }

  /** Where the cursor is, or was before the focus moved to the select. */
  private range(): Range | null {
    return this.quill.getSelection() ?? (this.quill as unknown as { selection: { savedRange: Range | null } }).selection.savedRange;
  }

  // Formats without taking the focus: arrow keys on a closed select fire `change` at every step,
  // and the keyboard user must stay on the select to reach the language they want.
  // Every line of each block at the cursor: a block has one language.
  private apply() {
    const range = this.range();
    if (!range) return;
    const lines = range.length > 0 ? this.quill.getLines(range.index, range.length) : [this.quill.getLine(range.index)[0]];
    const blocks = new Set(lines.map((line) => line?.parent));
    for (const block of blocks) {
      if (!(block instanceof LanguageCodeBlockContainer)) continue;
      this.quill.formatLine(this.quill.getIndex(block), block.length(), 'code-block', this.select.value, Quill.sources.USER);
    }
  }

  /** Off outside a code block: the select names the language of the block at the cursor. */
  private update() {
    if (!this.quill.hasFocus() && document.activeElement === this.select) return;
    const range = this.range();
    const format = range ? this.quill.getFormat(range)['code-block'] : undefined;
    const language = Array.isArray(format) ? format[0] : format;
    this.select.disabled = typeof language !== 'string';
    this.select.value = typeof language === 'string' ? language : DEFAULT_CODE_LANGUAGE;
  }
}
