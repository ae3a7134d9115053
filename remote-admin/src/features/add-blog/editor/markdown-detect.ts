// Whether pasted plain text is Markdown. Conservative: prose, lists typed as plain text and code
// (Python's __init__ and # comments, C's *p) paste as before; only unmistakable Markdown converts.

const FENCE_LINE = /^ {0,3}(?:```|~~~)/gm;
const TABLE = /^ {0,3}\|?[^\n|]*\|[^\n]*\n {0,3}\|? *:?-{3,}:? *(?:\| *:?-{3,}:? *)*\|? *$/m;
const LINK = /\[[^\]\n]+\]\((?:https?:\/\/|mailto:|\/|#)[^)\s]*\)/;
const INLINE_CODE = /(?:^|[\s(])`[^`\n]+`(?=$|[\s).,;:!?])/m;
const STRONG = /(?:^|[\s(])\*\*(?=\S)[^*\n]+?(?<=\S)\*\*(?=$|[\s).,;:!?])/m;

// Each alone is common in plain text or code; two kinds together are Markdown.
const HEADING = /^#{1,6} +\S/m;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)]) +\S/gm;
const EMPHASIS = /(?:^|[\s(])_(?=\S)[^_\n]+?(?<=\S)_(?=$|[\s).,;:!?])/m;
const QUOTE = /^ {0,3}> +\S/m;

export function looksLikeMarkdown(text: string): boolean {
  if ((text.match(FENCE_LINE)?.length ?? 0) >= 2) return true;
  if ([TABLE, LINK, INLINE_CODE, STRONG].some((pattern) => pattern.test(text))) return true;
  const hints = [HEADING.test(text), (text.match(LIST_ITEM)?.length ?? 0) >= 2, EMPHASIS.test(text), QUOTE.test(text)];
  return hints.filter(Boolean).length >= 2;
}
