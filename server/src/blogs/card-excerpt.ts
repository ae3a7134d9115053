import { EXCERPT_WORDS, excerpt, stripHtml } from '@studyhub/shared-api/contract';

/** Characters of a body's HTML read for its card; the whole body only when they are not enough. */
export const EXCERPT_HTML_CHARS = 3000;

// Blocks whose end may lie past the cut, so text inside them could pass for words.
const UNSAFE_BLOCK = /<(script|style)\b|<!--/i;

/**
 * The card excerpt of a body from its first characters, or undefined when they cannot tell.
 * `start` is the body's first EXCERPT_HTML_CHARS + 1 characters: longer than the limit means cut.
 *
 * Exact, not a guess: everything before the last complete tag reads as it does in the whole
 * body (tags, entities and spaces are resolved left to right), so when that part alone holds more
 * than EXCERPT_WORDS words, their first EXCERPT_WORDS and the ellipsis are the whole body's.
 */
export function excerptFromStart(start: string): string | undefined {
  if (start.length <= EXCERPT_HTML_CHARS) return excerpt(start);
  if (UNSAFE_BLOCK.test(start)) return undefined;
  const whole = start.slice(0, start.lastIndexOf('>') + 1);
  const words = stripHtml(whole).split(' ').filter(Boolean);
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : undefined;
}
