// Markdown typed as you go: ``` at the start of a line makes it a code block, `text` then the
// closing backtick makes inline code. Read from text changes rather than key presses, so phone
// keyboards and dead-key layouts (no usable `key` on keydown) work too.
import { DEFAULT_CODE_LANGUAGE } from '@studyhub/shared-api/admin';
import type QuillType from 'quill';
import type { Delta } from 'quill';
import { Quill } from 'react-quill-new';

const INLINE_CODE = /(?:^|[^`])`([^`]*[^`\s][^`]*)`$/;

/** Where a change typed one backtick, if that is all it did. */
function typedBacktick(delta: Delta): number | undefined {
  let index = 0;
  for (const op of delta.ops) {
    if (typeof op.retain === 'number' && op.insert === undefined) index += op.retain;
    else return op.insert === '`' && delta.ops.at(-1) === op ? index : undefined;
  }
  return undefined;
}

export function listenMarkdownShortcuts(quill: QuillType) {
  quill.on('text-change', (delta, _old, source) => {
    if (source !== Quill.sources.USER) return;
    const index = typedBacktick(delta);
    if (index === undefined) return;
    const formats = quill.getFormat(index, 1);
    if (formats['code-block'] || formats.code) return;
    const [, offset] = quill.getLine(index);
    const lineStart = index - offset;
    const before = quill.getText(lineStart, offset + 1);
    if (before === '```') {
      quill.deleteText(lineStart, 3, Quill.sources.USER);
      quill.formatLine(lineStart, 0, 'code-block', DEFAULT_CODE_LANGUAGE, Quill.sources.USER);
      quill.setSelection(lineStart, 0, Quill.sources.SILENT);
      return;
    }
    const match = INLINE_CODE.exec(before);
    if (!match) return;
    const text = match[1]!;
    const start = index - text.length - 1;
    quill.deleteText(index, 1, Quill.sources.USER);
    quill.deleteText(start, 1, Quill.sources.USER);
    quill.formatText(start, text.length, 'code', true, Quill.sources.USER);
    // What is typed next is prose again, as after a closing backtick in Markdown.
    quill.setSelection(start + text.length, 0, Quill.sources.SILENT);
    quill.format('code', false, Quill.sources.USER);
  });
}
