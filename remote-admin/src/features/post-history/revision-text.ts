import { diffWords, type ChangeObject } from 'diff';

// Each block starts on a line of its own, so a diff reads paragraph by paragraph.
const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'PRE', 'BLOCKQUOTE', 'TR', 'DIV', 'TABLE', 'UL', 'OL', 'FIGURE']);

// Marks a block's edge while walking; blocks become lines at the end.
const BREAK = '\u0000';

function walk(node: Node, out: string[], inPre: boolean): void {
  if (node.nodeType === Node.TEXT_NODE) {
    // Code keeps its spaces and line breaks (indentation is meaning); prose is reflowed.
    const text = node.textContent ?? '';
    out.push(inPre ? text : text.replace(/\s+/g, ' '));
    return;
  }
  if (!(node instanceof Element)) return;
  if (node.tagName === 'BR') return void out.push(BREAK);
  // An image has no text: its alt text stands for it, so adding, removing or renaming one shows.
  if (node.tagName === 'IMG') {
    const last = out.at(-1) ?? BREAK;
    const before = last.endsWith(' ') || last === BREAK ? '' : ' ';
    return void out.push(`${before}[image: ${node.getAttribute('alt') || 'no description'}] `);
  }
  const block = BLOCKS.has(node.tagName);
  if (block) out.push(BREAK);
  if (node.tagName === 'TD' || node.tagName === 'TH') out.push(' | ');
  node.childNodes.forEach((child) => walk(child, out, inPre || node.tagName === 'PRE'));
  if (block) out.push(BREAK);
}

/**
 * The words of a post's body source as a reader reads them, for comparing two revisions
 * (docs/decisions/0074): tags dropped, each block on its own line, code as written, images as
 * "[image: alt]". Parsed by the browser into an inert document, so nothing in it loads or runs.
 */
export function readableText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  walk(document.body, out, false);
  return out
    .join('')
    .split(BREAK)
    .map((line) => line.replace(/^ +| +$/g, '').replace(/^\n+|\n+$/g, ''))
    .filter((line) => line.trim() !== '')
    .join('\n');
}

export type WordChange = ChangeObject<string>;

/**
 * What changed between two texts, word by word (jsdiff's diffWords). A rewrite of a long post can
 * take jsdiff long to align; past DIFF_TIMEOUT_MS the whole old text reads as removed and the new as added.
 */
export function wordChanges(before: string, after: string): WordChange[] {
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (changes) return changes;
  const whole = (value: string, added: boolean): WordChange => ({ value, added, removed: !added, count: 1 });
  return [whole(before, false), whole(after, true)].filter((change) => change.value);
}

export const DIFF_TIMEOUT_MS = 1500;

/** Words added and removed, for the comparison's summary line. */
export function countWords(changes: readonly WordChange[]): { added: number; removed: number } {
  const words = (change: WordChange) => change.value.split(/\s+/).filter(Boolean).length;
  return {
    added: changes.filter((change) => change.added).reduce((sum, change) => sum + words(change), 0),
    removed: changes.filter((change) => change.removed).reduce((sum, change) => sum + words(change), 0),
  };
}
