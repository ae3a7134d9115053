// Pasting plain text that is Markdown gives formatted content; HTML pastes (other sites, other
// editors) and everything pasted into a code block go through Quill's clipboard unchanged.
import type QuillClipboard from 'quill/modules/clipboard.js';
import { Quill } from 'react-quill-new';
import { markdownInlineToHtml, markdownToHtml } from '../markdown.ts';
import { looksLikeMarkdown } from './markdown-detect.ts';

const Clipboard = Quill.import('modules/clipboard') as typeof QuillClipboard;

type Range = Parameters<QuillClipboard['onPaste']>[0];

export class MarkdownClipboard extends Clipboard {
  override onPaste(range: Range, { text, html }: { text?: string; html?: string }) {
    if (html || !text || this.quill.getFormat(range.index)['code-block'] || !looksLikeMarkdown(text)) {
      super.onPaste(range, { text, html });
      return;
    }
    // One line stays in the line it is pasted into; more become blocks, from a line of their own
    // (Quill would give the line's start the first block's format: "Intro" would become a heading).
    const blocks = /\n./.test(text.trim());
    void (blocks ? markdownToHtml : markdownInlineToHtml)(text).then(
      (converted) => super.onPaste(blocks ? this.ownLine(range) : range, { text, html: converted }),
      () => super.onPaste(range, { text }),
    );
  }

  /** Where blocks go: the range, after a line break when text precedes it in its line. */
  private ownLine(range: Range): Range {
    const [, offset] = this.quill.getLine(range.index);
    if (offset === 0) return range;
    this.quill.deleteText(range.index, range.length, Quill.sources.USER);
    this.quill.insertText(range.index, '\n', Quill.sources.USER);
    return { index: range.index + 1, length: 0 };
  }
}
