import { LIMITS } from '@studyhub/shared-api';

/** The distinct words of a query, in order: what every hit must contain, each somewhere. */
export function queryWords(query: string): string[] {
  // The index reads no more of a query than the blog search accepts.
  const words = query.slice(0, LIMITS.searchQuery).trim().split(/\s+/u).filter(Boolean);
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Case-insensitive pattern for one word. A RegExp (not lower-casing both sides) so the match
 * indices are the original text's: some characters change length when lower-cased.
 */
export function wordPattern(word: string): RegExp {
  return new RegExp(escapeRegExp(word), 'giu');
}
