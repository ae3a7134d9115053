import Type, { type Static } from 'typebox';
import type { ResourceKind } from './constants.ts';
import { BlogAuthor, Id } from './entities.ts';
import { Envelope } from './envelopes.ts';
import { LIMITS } from './limits.ts';
import { NO_NUL_PATTERN } from './requests.ts';

/**
 * Text cut into runs, each either a match or not: the page renders matches as `<mark>` and the
 * rest as plain text, so no HTML ever travels in a result (docs/decisions/0032).
 */
export const HighlightedText = Type.Array(Type.Object({ text: Type.String(), mark: Type.Boolean() }));
export type HighlightedText = Static<typeof HighlightedText>;

/** One blog found by the site search: title and a body snippet with the matched words marked. */
export const BlogSearchHit = Type.Object({
  _id: Id,
  title: HighlightedText,
  category: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  snippet: HighlightedText,
  author: Type.Optional(BlogAuthor),
});
export type BlogSearchHit = Static<typeof BlogSearchHit>;

/**
 * `GET /api/search?q=&limit=`: published blogs by full-text search (websearch syntax, prefix on
 * the last word, typo-tolerant titles), best first. `limit` is digits, 1 to SEARCH_PAGE_SIZE.max (constants.ts).
 */
export const SearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: LIMITS.searchQuery, pattern: NO_NUL_PATTERN, description: 'What to look for' }),
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Results to return' })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchResponse = Envelope({
  blogs: Type.Array(BlogSearchHit),
  /** Published blogs that match, however many were returned, counted up to SEARCH_TOTAL_CAP (constants.ts). */
  total: Type.Integer({ minimum: 0 }),
  /** More than `total` blogs match: the count stopped at SEARCH_TOTAL_CAP. */
  totalCapped: Type.Boolean(),
});
export type SearchResponse = Static<typeof SearchResponse>;

/**
 * One built-in resource found by the site search. `remote-resources` exposes the index that
 * answers these through federation; the shell never imports it.
 */
export interface ResourceSearchHit {
  kind: ResourceKind;
  /** Stable within its kind; the React key. */
  id: string;
  title: HighlightedText;
  description: HighlightedText;
  /** Where the resource lives in the site, e.g. `/notes/CSE-101`. */
  href: string;
}

/** The module `remote-resources/search-index` exposes. */
export interface ResourceSearchIndex {
  searchResources: (query: string) => ResourceSearchHit[];
}
