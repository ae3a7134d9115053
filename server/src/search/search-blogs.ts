import { type BlogSearchHit, SEARCH_PAGE_SIZE, SEARCH_TOTAL_CAP } from '@studyhub/shared-api/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PreparedRows } from '../db/client.ts';
import { highlightAll, highlightSnippet, type Matcher, matcher } from './highlight.ts';
import { queryTerms } from './query-terms.ts';
import type { SearchRequest } from './search-query.ts';

export interface SearchResult {
  blogs: BlogSearchHit[];
  /** Matches counted up to the cap. */
  total: number;
  /** More than `total` blogs match. */
  totalCapped: boolean;
}

/**
 * Matches read from each index before ranking: title matches (full text, then typo-corrected),
 * then any match. Past this the order among matches of one kind is the index's, not the rank's.
 */
export const RANKED_CANDIDATES = 50;
/**
 * Typo-corrected title matches join the full-text ones only when those are fewer than this: a
 * misspelt word finds little as typed. Fixed, so `total` does not depend on `limit`.
 */
export const FUZZY_BELOW = SEARCH_PAGE_SIZE.max;
/** Dictionary words tried for each query word in the typo correction, the most similar first. */
export const TYPO_ALTERNATIVES = 3;

// ts_rank_cd's weights for D, C, B, A (body, category, subtitle, title) over rank_vector (the
// body's start only, migration 0008); normalisation 1 divides by 1 + the log of the document's
// length, so long bodies do not win by repetition alone.
const WEIGHTS = '{0.1,0.2,0.4,1.0}';
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
}

/**
 * Published blogs matching the request, best first (docs/decisions/0032): `limit` hits with their
 * highlights, and the number of matches up to `cap`. One statement, one scan of each index it
 * needs; user text only ever reaches SQL as a bind parameter. `cap` is a parameter for tests.
 */
export async function searchPublishedBlogs(prepared: PreparedRows, request: SearchRequest, cap: number = SEARCH_TOTAL_CAP): Promise<SearchResult> {
  if (request.text === '') return NOTHING;
  const rows = await prepared<HitRow>(searchStatement(request, cap));
  const first = rows[0];
  if (!first) return NOTHING;
  return {
    // `count` converts at the edge: PGlite answers it as a number, pg as a string.
    total: Number(first.total),
    totalCapped: first.capped,
    blogs: rows.filter((row) => row.id !== null).map(toHit(matcher(queryTerms(first.terms)))),
  };
}

/**
 * The whole search as one statement of CTEs, each index read at most once:
 * - `analysed`: websearch_to_tsquery of the text, the last word also a prefix while typing.
 *   A query of exclusions only (or nothing but stop words) is not `indexable` and reads no index.
 * - `title_matched`: up to cap + 1 matches in titles, from the title's GIN index (a title match
 *   is a match of the whole blog: the title leads the search vector; with an exclusion the whole
 *   vector is checked too). When more than cap titles match, the count is settled and nothing
 *   else is read: a word in many titles never builds the whole vector index's bitmap.
 * - `body_matched`: up to cap + 1 matches of the whole blog, from the search vector's GIN index
 *   (also when titles are fewer than a page, which only a cap under `limit` makes possible).
 * - `typo`: only when the plain matches are fewer than FUZZY_BELOW and the query is plain words,
 *   each word (stop words left out) replaced by its TYPO_ALTERNATIVES most similar words of the
 *   title dictionary (migration 0006: trigram similarity at least 0.3), OR-ed, the
 *   words AND-ed; a word with no alternative leaves no correction at all.
 * - `typo_matched`: titles matching that correction, from the title's GIN index again.
 * - the count (the union of the matches, capped), the candidates (first RANKED_CANDIDATES title
 *   matches of each kind, and any matches when titles cannot fill the page), ranked by the query
 *   and its correction together, which are also the words the API marks (highlight.ts) in the
 *   title and search_snippet of the best `limit`.
 *   One row even when nothing matches, for the count and the words.
 * Sub-selects hide the queries from the planner, which would otherwise read a word that is in
 * every blog all along the table (unpacking every vector) instead of from the index.
 */
function searchStatement(request: SearchRequest, cap: number): SQL {
  const web = sql`websearch_to_tsquery('english'::regconfig, ${request.text})`;
  // PostgreSQL's text form quotes every lexeme, so one ending the query ends with a quote; ':*'
  // after it makes it a prefix. The user's text is never parsed as tsquery syntax.
  const typed = request.prefix ? sql`regexp_replace(${web}::text, '''$', ''':*')::tsquery` : web;
  const over = cap + 1;
  // Each kind of match is read up to past the cap, and at least as far as its candidates go.
  const read = Math.max(over, RANKED_CANDIDATES);
  const exact = sql`(SELECT q FROM analysed)`;
  const titleVector = sql`to_tsvector('english'::regconfig, title)`;
  const titleCount = sql`(SELECT count(*) FROM title_matched)`;
  // Each alternative in PostgreSQL's own text form of its tsquery (stemmed, quoted), which casts back.
  const alternatives = sql`(SELECT string_agg(plainto_tsquery('english'::regconfig, word)::text, ' | ')
      FROM studyhub_similar_title_words(typed.word, ${TYPO_ALTERNATIVES}) AS word
      WHERE numnode(plainto_tsquery('english'::regconfig, word)) > 0)`;

  return sql`WITH
    analysed AS MATERIALIZED (
      SELECT CASE WHEN indexable THEN q ELSE ''::tsquery END AS q, indexable, strpos(q::text, '!') > 0 AS excludes
      FROM (SELECT q, numnode(q) > 0 AND querytree(q) <> 'T' AS indexable FROM (SELECT ${typed} AS q) AS typed) AS checked
    ),
    title_matched AS MATERIALIZED (
      SELECT id FROM blogs
      WHERE (SELECT indexable FROM analysed) AND is_published AND ${titleVector} @@ ${exact}
        AND (NOT (SELECT excludes FROM analysed) OR search_vector @@ ${exact})
      LIMIT ${read}
    ),
    body_matched AS MATERIALIZED (
      SELECT id FROM blogs
      WHERE (SELECT indexable FROM analysed) AND (${titleCount} <= ${cap} OR ${titleCount} < ${request.limit})
        AND is_published AND search_vector @@ ${exact}
      LIMIT ${read}
    ),
    exact_count AS MATERIALIZED (
      SELECT CASE WHEN ${titleCount} > ${cap} THEN ${over} ELSE (SELECT count(*) FROM body_matched) END AS n
    ),
    fuzzy_words AS MATERIALIZED (
      SELECT word FROM unnest(string_to_array(${request.fuzzy ?? ''}, ' ')) AS word
      WHERE (SELECT n FROM exact_count) < ${FUZZY_BELOW} AND ts_lexize('english_stem', word) IS DISTINCT FROM '{}'::text[]
    ),
    corrected AS MATERIALIZED (SELECT word, ${alternatives} AS alternatives FROM fuzzy_words AS typed),
    typo AS MATERIALIZED (
      SELECT CASE WHEN count(*) > 0 AND count(*) = count(alternatives) AND sum(length(word)) >= 3
                  THEN string_agg('(' || alternatives || ')', ' & ')::tsquery ELSE ''::tsquery END AS q
      FROM corrected
    ),
    typo_matched AS MATERIALIZED (
      SELECT id FROM blogs
      WHERE (SELECT numnode(q) > 0 FROM typo) AND is_published AND ${titleVector} @@ (SELECT q FROM typo)
      LIMIT ${read}
    ),
    counted AS MATERIALIZED (
      SELECT CASE WHEN ${titleCount} > ${cap} THEN ${over}
                  ELSE (SELECT count(*) FROM (SELECT id FROM body_matched UNION SELECT id FROM typo_matched) AS matched) END AS n
    ),
    marked AS (SELECT (SELECT q FROM analysed) || (SELECT q FROM typo) AS q),
    candidates AS (
      SELECT id, bool_or(in_title) AS in_title
      FROM (
        (SELECT id, true AS in_title FROM title_matched LIMIT ${RANKED_CANDIDATES})
        UNION ALL
        (SELECT id, true FROM typo_matched LIMIT ${RANKED_CANDIDATES})
        UNION ALL
        (SELECT id, false FROM body_matched WHERE ${titleCount} < ${request.limit} LIMIT ${RANKED_CANDIDATES})
      ) AS found
      GROUP BY id
    ),
    ranked AS (
      SELECT blogs.id, title, category, created_at, search_snippet, candidates.in_title,
             ts_rank_cd(${WEIGHTS}::float4[], rank_vector, (SELECT q FROM marked), 1) AS score
      FROM candidates JOIN blogs ON blogs.id = candidates.id
      ORDER BY in_title DESC, score DESC, created_at DESC, blogs.id
      LIMIT ${request.limit}
    )
    SELECT least(counted.n, ${cap}) AS total, counted.n > ${cap} AS capped, (SELECT q FROM marked)::text AS terms, hits.*
    FROM counted LEFT JOIN (SELECT id, category, created_at, in_title, score, title, search_snippet AS snippet FROM ranked) AS hits ON true
    ORDER BY in_title DESC, score DESC, created_at DESC, id`;
}

const toHit =
  (matches: Matcher) =>
  (row: HitRow): BlogSearchHit => ({
    _id: row.id!,
    title: highlightAll(withoutMarks(row.title), matches),
    category: row.category,
    createdAt: new Date(row.created_at).toISOString(),
    snippet: highlightSnippet(showAngles(row.snippet), matches),
  });
