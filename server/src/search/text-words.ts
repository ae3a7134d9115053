// The words of a shown title or snippet, for its highlights (highlight.ts): runs of letters and
// digits (\p{L}, \p{N}), exactly what /[\p{L}\p{N}]+/gu finds.

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
const otherWordCharacters = new Map<number, boolean>();
const MAX_REMEMBERED_CHARACTERS = 10_000;

// ASCII letters and digits, looked up by code: most of what is scanned is ASCII.
const ASCII_WORD = new Uint8Array(0x80);
for (let code = 0; code < 0x80; code++) ASCII_WORD[code] = /[A-Za-z0-9]/.test(String.fromCharCode(code)) ? 1 : 0;

function isWordCharacter(codePoint: number): boolean {
  if (codePoint < 0x80) return ASCII_WORD[codePoint] === 1;
  let known = otherWordCharacters.get(codePoint);
  if (known === undefined) {
    if (otherWordCharacters.size >= MAX_REMEMBERED_CHARACTERS) otherWordCharacters.clear();
    known = WORD_CHARACTER.test(String.fromCodePoint(codePoint));
    otherWordCharacters.set(codePoint, known);
  }
  return known;
}

/** A word a query term matches: its place among the text's words, its offsets [start, end) and the term. */
export interface MatchedWord {
  index: number;
  start: number;
  end: number;
  term: string;
}

/**
 * A text's words: how many there are, and only those that match. Read character by character and
 * nothing kept of the others: a snippet is a thousand characters of which a few words match, and
 * lists of every word's offsets and terms were a few KB of garbage per snippet (decision 0066).
 */
export interface Words {
  count: number;
  matched: MatchedWord[];
}

/** What a word `text[start, end)` stands for to the caller: the query term it matches, if any. */
export type TermOf = (text: string, start: number, end: number) => string | undefined;

const widthOf = (codePoint: number) => (codePoint > 0xffff ? 2 : 1);

/** The character at `at` (a whole code point, read as such only beyond ASCII). */
function codePointAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code < 0x80 ? code : text.codePointAt(at)!;
}

/** Where the first word at or after `at` starts; -1 when there is none. */
function wordStart(text: string, at: number): number {
  while (at < text.length) {
    const codePoint = codePointAt(text, at);
    if (isWordCharacter(codePoint)) return at;
    at += widthOf(codePoint);
  }
  return -1;
}

/** Where the word that starts at `start` ends. */
function wordEnd(text: string, start: number): number {
  let at = start;
  while (at < text.length) {
    const codePoint = codePointAt(text, at);
    if (!isWordCharacter(codePoint)) return at;
    at += widthOf(codePoint);
  }
  return at;
}

export function wordsOf(text: string, termOf: TermOf): Words {
  const words: Words = { count: 0, matched: [] };
  let end = 0;
  for (let start = wordStart(text, end); start >= 0; start = wordStart(text, end)) {
    end = wordEnd(text, start);
    const term = termOf(text, start, end);
    if (term !== undefined) words.matched.push({ index: words.count, start, end, term });
    words.count++;
  }
  return words;
}

/** Where the `first`-th word starts and the `last`-th ends (counted from 0; first ≤ last < the number of words). */
export function wordSpan(text: string, first: number, last: number): { start: number; end: number } {
  let start = wordStart(text, 0);
  for (let index = 0; index < first; index++) start = wordStart(text, wordEnd(text, start));
  let end = wordEnd(text, start);
  for (let index = first; index < last; index++) end = wordEnd(text, wordStart(text, end));
  return { start, end };
}
