import type { HighlightedText } from '@studyhub/shared-api';
import { wordPattern } from './query-words.ts';

/**
 * `text` cut into runs with every occurrence of any of `words` marked (case-insensitive).
 * Overlapping or touching matches become one marked run; runs are never empty.
 */
export function highlight(text: string, words: readonly string[]): HighlightedText {
  const ranges: [number, number][] = [];
  for (const word of words) {
    if (!word) continue;
    for (const match of text.matchAll(wordPattern(word))) ranges.push([match.index, match.index + match[0].length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);

  const runs: HighlightedText = [];
  let position = 0;
  for (const [start, end] of ranges) {
    const last = runs.at(-1);
    if (start <= position && last?.mark) {
      // Overlaps or touches the previous match: extend it.
      if (end > position) {
        last.text += text.slice(position, end);
        position = end;
      }
      continue;
    }
    if (start > position) runs.push({ text: text.slice(position, start), mark: false });
    runs.push({ text: text.slice(Math.max(start, position), end), mark: true });
    position = Math.max(position, end);
  }
  if (position < text.length) runs.push({ text: text.slice(position), mark: false });
  return runs;
}
