import { EXCERPT_WORDS, excerpt, firstWords, stripHtml } from '@studyhub/shared-api/contract';

/** Characters of a body's HTML read for its card; the whole body only when they are not enough. */
export const EXCERPT_HTML_CHARS = 3000;

// Blocks whose end may lie past the cut, so text inside them could pass for words.
const UNSAFE_BLOCK = /<(script|style)\b|<!--/i;

/**
 * The part of a prefix that reads as in the whole body: up to the start of a tag the cut fell in,
 * or in text up to its last space (what follows may be a cut word or entity). Undefined when a
 * tag is left open, as a "<" inside an attribute value can make it.
 */
function completePart(prefix: string): string | undefined {
  const open = prefix.lastIndexOf('<');
  const close = prefix.lastIndexOf('>');
  let end = open > close ? open : close + 1;
  if (open <= close) {
    const space = prefix.slice(end).search(/\s\S*$/);
    if (space >= 0) end += space;
  }
  const part = prefix.slice(0, end);
  return part.lastIndexOf('<') > part.lastIndexOf('>') ? undefined : part;
}

/** The first window tried: the words of a card are nearly always in a body's first few hundred characters. */
const FIRST_WINDOW = 600;

/**
 * The card excerpt of a body from its first characters, or undefined when they cannot tell.
 * `start` is the body's first EXCERPT_HTML_CHARS + 1 characters: longer than the limit means cut.
 *
 * Exact, not a guess: everything before the last complete tag of a prefix reads as it does in
 * the whole body (tags, entities and spaces are resolved left to right), so when that part alone
 * holds more than EXCERPT_WORDS words, their first EXCERPT_WORDS and the ellipsis are the whole
 * body's. A short window is tried first, so most cards strip a few hundred characters, not thousands.
 */
export function excerptFromStart(start: string): string | undefined {
  for (const window of [FIRST_WINDOW, EXCERPT_HTML_CHARS]) {
    const prefix = start.slice(0, window);
    if (UNSAFE_BLOCK.test(prefix)) break;
    const complete = completePart(prefix);
    if (complete === undefined) continue;
    const words = stripHtml(complete).split(' ').filter(Boolean);
    if (words.length > EXCERPT_WORDS) return firstWords(words);
  }
  return start.length <= EXCERPT_HTML_CHARS ? excerpt(start) : undefined;
}
