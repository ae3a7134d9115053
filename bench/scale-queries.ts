// What the scale bench asks the listing and the search: fixed first pages (served from the cache
// after the first request) and endless distinct ones (each a database query).
import { SEARCH_PAGE_SIZE } from '../shared-api/src/contract/constants.ts';
import { API_PATHS } from '../shared-api/src/contract/paths.ts';
import { encodeCursor } from '../server/src/http/page-cursor.ts';
import { COMMON_WORDS, RARE_WORDS } from './seed-fast.ts';

/** The listing's first pages the budget covers: each sort, one category, one search text. */
export const LISTING_SHAPES = [
  { name: 'newest', query: 'sort=newest' },
  { name: 'oldest', query: 'sort=oldest' },
  { name: 'A–Z', query: 'sort=az' },
  { name: 'Z–A', query: 'sort=za' },
  { name: 'category', query: 'category=CSE' },
  { name: 'search text', query: 'q=kernel' },
] as const;

export const cachedListingPath = (n: number) => `${API_PATHS.blogList}?${LISTING_SHAPES[n % LISTING_SHAPES.length]!.query}`;

/** A deterministic shuffle, so every run asks in the same order. */
function shuffled<T>(items: T[]): T[] {
  const out = [...new Set(items)];
  let state = 12345;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = (state >>> 8) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One letter changed in the middle: what a hurried reader types. */
const typo = (word: string) => {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + word.slice(at + 1);
};
// Every 5th rare word: from ones in most blogs to ones in a few hundred (seed-fast.ts).
const sampledRare = RARE_WORDS.filter((_, i) => i % 5 === 0);

/** Title substrings for the listing's `q`: whole words and 3–4 letter prefixes, common and rare. */
export const LISTING_TERMS = shuffled([
  ...COMMON_WORDS,
  ...sampledRare,
  ...COMMON_WORDS.map((word) => word.slice(0, 4)),
  ...sampledRare.filter((_, i) => i % 2 === 0).map((word) => word.slice(0, 3 + (word.length % 2))),
]);

/** The site search's words: common, rare, prefixes, typos and two-word queries. */
export const SEARCH_TERMS = shuffled([
  ...COMMON_WORDS,
  ...sampledRare,
  ...COMMON_WORDS.map((word) => word.slice(0, 4)),
  ...sampledRare.filter((_, i) => i % 2 === 0).map((word) => word.slice(0, 4)),
  ...COMMON_WORDS.map(typo),
  ...sampledRare.filter((_, i) => i % 2 === 1).map(typo),
  ...COMMON_WORDS.map((word, i) => `${word} ${sampledRare[i * 7]}`),
  ...COMMON_WORDS.map((word, i) => `${word} ${COMMON_WORDS[(i + 5) % COMMON_WORDS.length]}`),
]);

// A cursor that every bench row lies beyond is still the first page, under a key the cache has
// never seen: the date sorts start after a time far outside the archive, the title sorts after
// a key below or above every title ("bench …" in lower case).
const FAR_ID = '00000000-0000-4000-8000-000000000000';
const FUTURE = 7_000_000_000_000_000n; // µs since the epoch: the 2190s
const firstPageCursor = (sort: string, n: number) => {
  const key = { newest: String(FUTURE + BigInt(n)), oldest: String(-FUTURE - BigInt(n)), az: `a${n}`, za: `z${n}` }[sort]!;
  return encodeCursor(sort as 'newest', { key, id: FAR_ID });
};

/** The n-th distinct listing request: the shapes in turn, each its first page under a new key; the search text varies. */
export function uncachedListingPath(n: number): string {
  const shape = LISTING_SHAPES[n % LISTING_SHAPES.length]!;
  const query = new URLSearchParams(shape.query);
  const sort = query.get('sort') ?? 'newest';
  if (query.has('q')) query.set('q', LISTING_TERMS[Math.floor(n / LISTING_SHAPES.length) % LISTING_TERMS.length]!);
  query.set('cursor', firstPageCursor(sort, n));
  return `${API_PATHS.blogList}?${query}`;
}

/** The same for one shape only (the per-shape diagnosis). */
export const uncachedShapePath = (shape: number) => (n: number) => uncachedListingPath(n * LISTING_SHAPES.length + shape);

const OTHER_LIMITS = Array.from({ length: SEARCH_PAGE_SIZE.max }, (_, i) => i + 1).filter((limit) => limit !== SEARCH_PAGE_SIZE.default);

/** The n-th distinct search: each term once, then again with other limits (in case answers are cached). */
export function uncachedSearchPath(n: number): string {
  const term = SEARCH_TERMS[n % SEARCH_TERMS.length]!;
  const round = Math.floor(n / SEARCH_TERMS.length);
  const limit = OTHER_LIMITS[(round - 1) % OTHER_LIMITS.length];
  return `${API_PATHS.search}?${new URLSearchParams({ q: term, ...(round ? { limit: String(limit) } : {}) })}`;
}
