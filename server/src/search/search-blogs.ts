import { type BlogSearchHit, SEARCH_TOTAL_CAP } from '@studyhub/shared-api/contract';
import type { SQL } from 'drizzle-orm';
import type { PreparedRows } from '../db/client.ts';
import { highlightAll, highlightSnippet, type Matcher, matcher } from './highlight.ts';
import { queryTerms } from './query-terms.ts';
import { bylineOf } from '../bylines/bylines.ts';
import type { SearchRequest } from './search-query.ts';
import { searchStatement, statementValues, type TitleReads } from './search-statement.ts';

export interface SearchResult {
  blogs: BlogSearchHit[];
  /** Matches counted up to the cap. */
  total: number;
  /** More than `total` blogs match. */
  totalCapped: boolean;
}

// search_snippet (migration 0008) was written for ts_headline, whose parser drops what looks like
// a tag: angle brackets stand in as private-use characters there, the marks U+E000 and U+E001
// that ts_headline wrote are removed from every text searched.
const showAngles = (text: string) => text.replaceAll('\uE002', '<').replaceAll('\uE003', '>');
const withoutMarks = (text: string) => text.replace(/[\uE000\uE001]/gu, '');

const NOTHING: SearchResult = { blogs: [], total: 0, totalCapped: false };

interface HitRow {
  total: number | string;
  capped: boolean;
  /** The hit's columns: null on the one row of a search that found nothing. */
  id: string | null;
  category: string;
  created_at: Date | string;
  title: string;
  snippet: string;
  /** The query and its typo correction as one tsquery, in PostgreSQL's text form (the words to mark). */
  terms: string;
  /** Read by postings, the query turned out to be more than one term: it is searched again by the index. */
  several: boolean;
  author_name: string | null;
  author_slug: string | null;
}

/**
 * Published blogs matching the request, best first (docs/decisions/0032): `limit` hits with their
 * highlights, and the number of matches up to `cap`. One statement (search-statement.ts; a second
 * only when a word turns out to be several terms), one scan of each index it needs; user text only
 * ever reaches SQL as a bind parameter. `cap` is a parameter for tests.
 */
export async function searchPublishedBlogs(prepared: PreparedRows, request: SearchRequest, cap: number = SEARCH_TOTAL_CAP): Promise<SearchResult> {
  if (request.text === '') return NOTHING;
  const values = statementValues(request);
  let rows = await prepared<HitRow>(statementFor(request.prefix, cap, request.oneWord ? 'postings' : 'index'), values);
  if (rows[0]?.several) rows = await prepared<HitRow>(statementFor(request.prefix, cap, 'index'), values);
  const first = rows[0];
  if (!first) return NOTHING;
  return {
    // `count` converts at the edge: PGlite answers it as a number, pg as a string.
    total: Number(first.total),
    totalCapped: first.capped,
    blogs: rows.filter((row) => row.id !== null).map(toHit(matcher(queryTerms(first.terms)))),
  };
}

// Built once per shape and handed over with each request's values: building the statement and
// turning it into text cost the API about as much as reading its answer.
const statements = new Map<string, SQL>();

function statementFor(prefix: boolean, cap: number, reads: TitleReads): SQL {
  const key = `${reads} ${prefix} ${cap}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = searchStatement({ prefix }, cap, reads);
    statements.set(key, statement);
  }
  return statement;
}

const toHit =
  (matches: Matcher) =>
  (row: HitRow): BlogSearchHit => ({
    _id: row.id!,
    title: highlightAll(withoutMarks(row.title), matches),
    category: row.category,
    createdAt: new Date(row.created_at).toISOString(),
    snippet: highlightSnippet(showAngles(row.snippet), matches),
    ...bylineOf({ authorName: row.author_name, authorSlug: row.author_slug }),
  });
