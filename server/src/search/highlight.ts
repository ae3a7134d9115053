import type { HighlightedText } from '@studyhub/shared-api/contract';
import { newStemmer } from 'snowball-stemmers';
import type { QueryTerms } from './query-terms.ts';
import { type MatchedWord, type TermOf, wordSpan, wordsOf } from './text-words.ts';

/**
 * The search's highlights, marked here rather than by ts_headline in the statement (decision
 * 0057): a word is a match when its lexeme is one of the query's, and its lexeme is what the
 * `english` configuration makes of it, the Snowball English stem of a word of letters and the
 * lower case of one with digits. Only the shown hits' words are stemmed, and only those that
 * start as a query lexeme does: a stem keeps its word's first letter.
 */

/**
 * A snippet's length in words around the matches (`around`), of which `lead` come before the first
 * match, for context; with no match, the body's first `start` words.
 */
export const SNIPPET_WORDS = { around: 30, lead: 5, start: 20 } as const;

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

/** Which query lexeme or prefix the word `text[start, end)` (any case) matches, if any. */
export type Matcher = TermOf;

export function matcher(terms: QueryTerms): Matcher {
  const initials = new Set([...terms.exact, ...terms.prefixes].map((lexeme) => lexeme.charCodeAt(0)));
  return (text, start, end) => {
    // Most words of a text fail on their first letter, which lower-cases as it does in the whole
    // word (only a final sigma depends on its neighbours): nothing else is done for them.
    if (!initials.has(lowerInitial(text, start))) return undefined;
    const lexeme = lexemeOf(text.slice(start, end).toLowerCase());
    return terms.exact.has(lexeme) ? lexeme : prefixOf(lexeme, terms.prefixes);
  };
}

// A loop, not `prefixes.find(…)`: a callback capturing `lexeme` made the matcher allocate a
// context on every call, for every word of every text (decision 0066).
function prefixOf(lexeme: string, prefixes: readonly string[]): string | undefined {
  for (const prefix of prefixes) if (lexeme.startsWith(prefix)) return prefix;
  return undefined;
}

/** The first UTF-16 unit of the lower case of the character at `at`. */
function lowerInitial(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
  return text[at]!.toLowerCase().charCodeAt(0);
}

/** Appends a part to the runs, joined to the last run when marked alike. */
function pushRun(result: HighlightedText, part: string, mark: boolean): void {
  if (part === '') return;
  const previous = result.at(-1);
  if (previous && previous.mark === mark) previous.text += part;
  else result.push({ text: part, mark });
}

/** `text[from, to)` as runs, its matching words marked. */
function runs(text: string, matched: readonly MatchedWord[], from: number, to: number): HighlightedText {
  const result: HighlightedText = [];
  let at = from;
  for (const word of matched) {
    if (word.end <= from || word.start >= to) continue;
    pushRun(result, text.slice(at, word.start), false);
    pushRun(result, text.slice(word.start, word.end), true);
    at = word.end;
  }
  pushRun(result, text.slice(at, to), false);
  return result;
}

/** The whole text, every matching word marked (a title). */
export function highlightAll(text: string, matches: Matcher): HighlightedText {
  return runs(text, wordsOf(text, matches).matched, 0, text.length);
}

/**
 * SNIPPET_WORDS.around words of the text where the most of the query's terms are, the rarest in
 * the text first, then the most matches (the first such place), from a few words before the first
 * of them; the first SNIPPET_WORDS.start words when nothing matches. The snippet runs to the
 * text's edge where it reaches its first or last word.
 */
export function highlightSnippet(text: string, matches: Matcher): HighlightedText {
  const { count, matched } = wordsOf(text, matches);
  const first = firstWordOfSnippet(count, matched);
  const length = first === undefined ? SNIPPET_WORDS.start : SNIPPET_WORDS.around;
  const from = first ?? 0;
  const last = Math.min(count, from + length) - 1;
  // The whole text (no words at all among it): no edge word to look for.
  if (from === 0 && last === count - 1) return runs(text, matched, 0, text.length);
  const span = wordSpan(text, from, last);
  return runs(text, matched, from === 0 ? 0 : span.start, last === count - 1 ? text.length : span.end);
}

/**
 * The matches of each term in a window of words sliding over a text, and the window's score: a
 * term in the window counts more than any number of repeats, and more the rarer it is in the text.
 * (A class, not closures: the server's TypeScript loader names every closure it creates.)
 */
class MatchWindow {
  private readonly counts = new Map<string, number>();
  private termScore = 0;
  private matchCount = 0;

  constructor(
    private readonly size: number,
    private readonly inText: ReadonlyMap<string, number>,
  ) {}

  add(term: string, by: 1 | -1): void {
    const count = (this.counts.get(term) ?? 0) + by;
    if (count === 0) this.counts.delete(term);
    else this.counts.set(term, count);
    if (count === 0 || (count === 1 && by === 1)) this.termScore += by * (this.size + 1) * (1 + 1 / this.inText.get(term)!);
    this.matchCount += by;
  }

  get score(): number {
    return this.termScore + this.matchCount;
  }
}

/** The first word of the snippet around the matches; undefined when no word matches. */
function firstWordOfSnippet(count: number, matched: readonly MatchedWord[]): number | undefined {
  const size = SNIPPET_WORDS.around;
  const inText = new Map<string, number>();
  for (const { term } of matched) inText.set(term, (inText.get(term) ?? 0) + 1);
  // The window of `size` words ending at each word, whose score changes only where a match enters
  // it (at the match) or leaves it (`size` words on): those words are the only ones looked at.
  const sliding = new MatchWindow(size, inText);
  let best = -1;
  let bestScore = 0;
  let entering = 0;
  let leaving = 0;
  for (;;) {
    const enters = matched[entering]?.index ?? count;
    const leaves = (matched[leaving]?.index ?? count) + size;
    const at = Math.min(enters, leaves);
    if (at >= count) break;
    if (enters === at) sliding.add(matched[entering++]!.term, 1);
    if (leaves === at) sliding.add(matched[leaving++]!.term, -1);
    if (sliding.score > bestScore) {
      bestScore = sliding.score;
      best = Math.max(0, at - size + 1);
    }
  }
  if (best < 0) return undefined;
  // Context before the first match, and a whole window where the text allows.
  const firstMatch = matched.find((word) => word.index >= best)!.index;
  return Math.max(0, Math.min(firstMatch - SNIPPET_WORDS.lead, count - size));
}
