// The words of a shown title or snippet, for its highlights (highlight.ts): runs of letters and
// digits (\p{L}, \p{N}), exactly what /[\p{L}\p{N}]+/gu finds.

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
const otherWordCharacters = new Map<number, boolean>();
const MAX_REMEMBERED_CHARACTERS = 10_000;

function isWordCharacter(codePoint: number): boolean {
  if (codePoint < 0x80) return (codePoint >= 0x30 && codePoint <= 0x39) || ((codePoint | 0x20) >= 0x61 && (codePoint | 0x20) <= 0x7a);
  let known = otherWordCharacters.get(codePoint);
  if (known === undefined) {
    if (otherWordCharacters.size >= MAX_REMEMBERED_CHARACTERS) otherWordCharacters.clear();
    known = WORD_CHARACTER.test(String.fromCodePoint(codePoint));
    otherWordCharacters.set(codePoint, known);
  }
  return known;
}

/**
 * A text's words, as three parallel lists. Read character by character, not with a global regular
 * expression: its match objects and substrings for every word were most of what a search
 * allocated, and that garbage set how often the collector ran (decision 0065).
 */
export interface Words {
  starts: number[];
  ends: number[];
  /** What `termOf` made of each word: the query term it matches. */
  terms: (string | undefined)[];
}

/** What a word `text[start, end)` stands for to the caller: the query term it matches, if any. */
export type TermOf = (text: string, start: number, end: number) => string | undefined;

const widthOf = (codePoint: number) => (codePoint > 0xffff ? 2 : 1);

export function wordsOf(text: string, termOf: TermOf): Words {
  const words: Words = { starts: [], ends: [], terms: [] };
  let at = 0;
  while (at < text.length) {
    const first = text.codePointAt(at)!;
    if (!isWordCharacter(first)) {
      at += widthOf(first);
      continue;
    }
    const start = at;
    at += widthOf(first);
    for (let next = text.codePointAt(at); next !== undefined && isWordCharacter(next); next = text.codePointAt(at)) at += widthOf(next);
    words.starts.push(start);
    words.ends.push(at);
    words.terms.push(termOf(text, start, at));
  }
  return words;
}
