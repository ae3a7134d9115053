import type { HighlightedText } from '@studyhub/shared-api/contract';
import { MARK_END, MARK_START } from './search-query.ts';

/**
 * ts_headline's output cut into runs: text between MARK_START and MARK_END is a match. The text
 * searched never holds either character, so every marker is one ts_headline wrote. Adjacent runs
 * of the same kind are merged and empty ones dropped.
 */
export function highlightRuns(headline: string): HighlightedText {
  const runs: HighlightedText = [];
  let mark = false;
  for (const part of headline.split(/([\uE000\uE001])/u)) {
    if (part === MARK_START) mark = true;
    else if (part === MARK_END) mark = false;
    else if (part !== '') {
      const previous = runs.at(-1);
      if (previous && previous.mark === mark) previous.text += part;
      else runs.push({ text: part, mark });
    }
  }
  return runs;
}

/** Words are split on anything but letters and digits, as pg_trgm does. */
const WORD = /[\p{L}\p{N}]+/gu;

/** pg_trgm's trigrams of one word: lower case, two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const chars = [' ', ' ', ...word.toLowerCase(), ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(''));
  return found;
}

/** Share of a query word's trigrams that a title word has: pg_trgm's word_similarity for one word. */
function wordSimilarity(queryWord: Set<string>, titleWord: string): number {
  const other = trigrams(titleWord);
  let common = 0;
  for (const trigram of queryWord) if (other.has(trigram)) common++;
  return common / queryWord.size;
}

/** The word_similarity threshold pg_trgm uses by default (pg_trgm.word_similarity_threshold). */
const SIMILAR = 0.6;

/**
 * For a title found by the typo-tolerant match only: marks the title words that are
 * trigram-similar to a query word ("Recursion" for "recursoin"), so the reader sees why it matched.
 */
export function markSimilarWords(title: string, fuzzy: string): HighlightedText {
  const queryWords = (fuzzy.match(WORD) ?? []).map(trigrams);
  const runs: HighlightedText = [];
  let at = 0;
  for (const match of title.matchAll(WORD)) {
    if (!queryWords.some((query) => wordSimilarity(query, match[0]) >= SIMILAR)) continue;
    if (match.index > at) runs.push({ text: title.slice(at, match.index), mark: false });
    runs.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
  }
  if (at < title.length) runs.push({ text: title.slice(at), mark: false });
  return runs;
}
