import { RESOURCE_KINDS, type ResourceSearchHit, type ResourceSearchIndex } from '@studyhub/shared-api';
import { highlight } from './highlight.ts';
import { queryWords, wordPattern } from './query-words.ts';
import { RESOURCE_ENTRIES, type ResourceEntry } from './resource-entries.ts';

// Exposed through federation as `remote_resources/search-index`: the shell's site search asks
// this remote about its built-in data instead of importing (and duplicating) it.

const contains = (text: string, word: string) => wordPattern(word).test(text);

/**
 * The resources whose title or description contains every word of `query` (case-insensitive),
 * with the words marked. Grouped by kind (RESOURCE_KINDS order); within a kind, those whose title
 * alone has every word come first. An empty query finds nothing.
 */
export const searchResources: ResourceSearchIndex['searchResources'] = (query) => {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const matches = (entry: ResourceEntry) => words.every((word) => contains(entry.title, word) || contains(entry.description, word));
  const titleMatches = (entry: ResourceEntry) => words.every((word) => contains(entry.title, word));

  // Two ranks per kind: the title holds every word, or only title and description together.
  const rank = (entry: ResourceEntry) => RESOURCE_KINDS.indexOf(entry.kind) * 2 + (titleMatches(entry) ? 0 : 1);
  const ranked = RESOURCE_ENTRIES.filter(matches)
    .map((entry) => ({ entry, rank: rank(entry) }))
    .sort((a, b) => a.rank - b.rank); // stable: the data's order within a rank
  return ranked.map(
    ({ entry }): ResourceSearchHit => ({
      kind: entry.kind,
      id: entry.id,
      title: highlight(entry.title, words),
      description: highlight(entry.description, words),
      href: entry.href,
    }),
  );
};
