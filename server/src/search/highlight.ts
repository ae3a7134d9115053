import type { HighlightedText } from '@studyhub/shared-api/contract';
import { newStemmer } from 'snowball-stemmers';
import type { QueryTerms } from './query-terms.ts';

/**
 * The search's highlights, marked here rather than by ts_headline in the statement (decision
 * 0057): a word is a match when its lexeme is one of the query's, and its lexeme is what the
 * `english` configuration makes of it, the Snowball English stem of a word of letters and the
 * lower case of one with digits. Only the shown hits' words are stemmed, and only those that
 * start as a query lexeme does: a stem keeps its word's first letter.
 */

/** A snippet's length in words around the matches; with no match, the body's first words. */
export const SNIPPET_WORDS = { around: 30, start: 20 } as const;
/** Words shown before the first match, for context. */
const LEAD_WORDS = 5;

const WORD = /[\p{L}\p{N}]+/gu;
const DIGIT = /\p{N}/u;

const stemmer = newStemmer('english');
// Words repeat across searches and blogs: a bounded memo of their lexemes.
const lexemes = new Map<string, string>();
const MAX_REMEMBERED_WORDS = 50_000;

function lexemeOf(word: string): string {
  let lexeme = lexemes.get(word);
  if (lexeme === undefined) {
    if (lexemes.size >= MAX_REMEMBERED_WORDS) lexemes.clear();
    lexeme = DIGIT.test(word) ? word : stemmer.stem(word);
    lexemes.set(word, lexeme);
  }
  return lexeme;
}

/** Which query lexeme or prefix a word (any case) matches, if any. */
export type Matcher = (word: string) => string | undefined;

export function matcher(terms: QueryTerms): Matcher {
  const initials = new Set([...terms.exact, ...terms.prefixes].map((lexeme) => lexeme[0]));
  return (word) => {
    const lower = word.toLowerCase();
    if (!initials.has(lower[0])) return undefined;
    const lexeme = lexemeOf(lower);
    return terms.exact.has(lexeme) ? lexeme : terms.prefixes.find((prefix) => lexeme.startsWith(prefix));
  };
}

interface Word {
  start: number;
  end: number;
  /** The query term it matches. */
  term: string | undefined;
}

function wordsOf(text: string, matches: Matcher): Word[] {
  const words: Word[] = [];
  WORD.lastIndex = 0;
  for (let found = WORD.exec(text); found !== null; found = WORD.exec(text)) {
    words.push({ start: found.index, end: WORD.lastIndex, term: matches(found[0]) });
  }
  return words;
}

/** `text[from, to)` as runs, its matching words marked. */
function runs(text: string, words: Word[], from: number, to: number): HighlightedText {
  const result: HighlightedText = [];
  const push = (part: string, mark: boolean) => {
    if (part === '') return;
    const previous = result.at(-1);
    if (previous && previous.mark === mark) previous.text += part;
    else result.push({ text: part, mark });
  };
  let at = from;
  for (const word of words) {
    if (word.term === undefined || word.end <= from || word.start >= to) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, to), false);
  return result;
}

/** The whole text, every matching word marked (a title). */
export function highlightAll(text: string, matches: Matcher): HighlightedText {
  return runs(text, wordsOf(text, matches), 0, text.length);
}

/**
 * SNIPPET_WORDS.around words of the text where the most of the query's terms are, the rarest in
 * the text first, then the most matches (the first such place), from a few words before the first
 * of them; the first SNIPPET_WORDS.start words when nothing matches. The snippet runs to the
 * text's edge where it reaches its first or last word.
 */
export function highlightSnippet(text: string, matches: Matcher): HighlightedText {
  const words = wordsOf(text, matches);
  const first = firstWordOfSnippet(words);
  const length = first === undefined ? SNIPPET_WORDS.start : SNIPPET_WORDS.around;
  const from = first ?? 0;
  const last = Math.min(words.length, from + length) - 1;
  if (last < 0) return runs(text, words, 0, text.length);
  return runs(text, words, from === 0 ? 0 : words[from]!.start, last === words.length - 1 ? text.length : words[last]!.end);
}

/** The first word of the snippet around the matches; undefined when no word matches. */
function firstWordOfSnippet(words: Word[]): number | undefined {
  const size = SNIPPET_WORDS.around;
  const inText = new Map<string, number>();
  for (const { term } of words) if (term !== undefined) inText.set(term, (inText.get(term) ?? 0) + 1);
  // A term in the window counts more than any number of repeats, and more the rarer it is.
  const weightOf = (term: string) => (size + 1) * (1 + 1 / inText.get(term)!);
  // The window of `size` words ending at each word: its matches of each term.
  const counts = new Map<string, number>();
  const add = (term: string | undefined, by: number) => {
    if (term === undefined) return;
    const count = (counts.get(term) ?? 0) + by;
    if (count === 0) counts.delete(term);
    else counts.set(term, count);
    if (count === 0 || (count === 1 && by === 1)) termScore += by * weightOf(term);
    matchCount += by;
  };
  let termScore = 0;
  let matchCount = 0;
  let best = -1;
  let bestScore = 0;
  for (let i = 0; i < words.length; i++) {
    add(words[i]!.term, 1);
    if (i >= size) add(words[i - size]!.term, -1);
    const score = termScore + matchCount;
    if (score > bestScore) {
      bestScore = score;
      best = Math.max(0, i - size + 1);
    }
  }
  if (best < 0) return undefined;
  let firstMatch = best;
  while (words[firstMatch]!.term === undefined) firstMatch++;
  // Context before the first match, and a whole window where the text allows.
  return Math.max(0, Math.min(firstMatch - LEAD_WORDS, words.length - size));
}
