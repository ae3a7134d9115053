import { SEARCH_PAGE_SIZE, type SearchQuery } from '@studyhub/shared-api/contract';
import { HttpError } from '../http/http-error.ts';

/** A search request checked and normalised: equal requests have equal `cacheKey`s. */
export interface SearchRequest {
  /** What the user typed, trimmed, spaces collapsed, lower case (websearch syntax is case-insensitive); '' finds nothing. */
  text: string;
  limit: number;
  /** The last word is a bare word long enough to be matched as a prefix while typing. */
  prefix: boolean;
  /** The words for the typo-tolerant title match; undefined when the query uses search syntax or is too short. */
  fuzzy: string | undefined;
  /** One bare word: its title matches can be read newest first from postings (docs/decisions/0061). */
  oneWord: boolean;
  cacheKey: string;
}

export const INVALID_SEARCH_LIMIT = `limit must be a whole number from 1 to ${SEARCH_PAGE_SIZE.max}`;

/** The last word is completed as a prefix only from this many characters on ("al" would match half the dictionary). */
export const MIN_PREFIX_LENGTH = 3;
/** Fewer letters and digits than this make trigrams that match nearly every title. */
const MIN_FUZZY_LENGTH = 3;

const BARE_WORD = /^[\p{L}\p{N}]+$/u;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** The site search as the API reads it (docs/decisions/0032). */
export function parseSearchQuery(query: SearchQuery): SearchRequest {
  const limit = query.limit === undefined ? SEARCH_PAGE_SIZE.default : Number(query.limit);
  if (limit < 1 || limit > SEARCH_PAGE_SIZE.max) throw new HttpError(400, INVALID_SEARCH_LIMIT);
  const text = query.q.replace(/\s+/gu, ' ').trim().toLowerCase();
  const words = text === '' ? [] : text.split(' ');
  const last = words.at(-1) ?? '';
  const bare = BARE_WORD.test(last);
  const prefix = bare && [...last].length >= MIN_PREFIX_LENGTH;
  return { text, limit, prefix, fuzzy: fuzzyText(words), oneWord: bare && words.length === 1, cacheKey: JSON.stringify([text, limit]) };
}

/**
 * Plain words only: a query with a phrase, an exclusion or OR means exactly what it says, so a
 * typo-tolerant title match (which knows no syntax) could contradict it.
 */
function fuzzyText(words: string[]): string | undefined {
  if (words.some((word) => word.includes('"') || word.startsWith('-') || word === 'or')) return undefined;
  const fuzzy = words.join(' ').replace(NOT_WORD, ' ').trim();
  return longEnough(fuzzy) ? fuzzy : undefined;
}

/** Enough letters and digits for trigrams that tell titles apart. */
function longEnough(fuzzy: string): boolean {
  return [...fuzzy.replace(/ /g, '')].length >= MIN_FUZZY_LENGTH;
}
