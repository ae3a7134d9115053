import { SEARCH_PAGE_SIZE } from '@studyhub/shared-api/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchRequest } from './search-query.ts';

/**
 * Matches of each kind ranked: title matches (full text, then typo-corrected), then any match.
 * A page's worth: ranking reads each candidate's rank_vector out of line, the largest part of a
 * search's cost at 50. Past this the order among matches of one kind is the newest first (one
 * word) or the index's, not the rank's.
 */
export const RANKED_CANDIDATES = SEARCH_PAGE_SIZE.max;
/**
 * Typo-corrected title matches join the full-text ones only when those are fewer than this: a
 * misspelt word finds little as typed. Fixed, so `total` does not depend on `limit`.
 */
export const FUZZY_BELOW = SEARCH_PAGE_SIZE.max;
/** Dictionary words tried for each query word in the typo correction, the most similar first. */
export const TYPO_ALTERNATIVES = 3;

/**
 * Where title matches come from (docs/decisions/0061):
 * - `postings`: for a query of one word, search_title_postings (migration 0010), newest first, up
 *   to the limit and no further, whatever number of titles have the word.
 * - `index`: for any query, the title's GIN index, which hands over every title matching at once.
 */
export type TitleReads = 'postings' | 'index';

// ts_rank_cd's weights for D, C, B, A (body, category, subtitle, title) over rank_vector (the
// body's start only, migration 0008); normalisation 1 divides by 1 + the log of the document's
// length, so long bodies do not win by repetition alone.
const WEIGHTS = '{0.1,0.2,0.4,1.0}';
/** What a statement's text depends on; the rest of a request reaches it as values (statementValues). */
export type StatementShape = Pick<SearchRequest, 'prefix'>;
const TEXT = sql.placeholder('text');
const LIMIT = sql.placeholder('limit');
const FUZZY = sql.placeholder('fuzzy');

/** The request's values for the placeholders of its statement. */
export const statementValues = (request: SearchRequest) => ({ text: request.text, limit: request.limit, fuzzy: request.fuzzy ?? '' });

/** A number of the statement's own, written into its text: the planner sees it, and no value is bound per search. */
const literal = (value: number) => sql.raw(String(Math.trunc(value)));

/** The analysed query, as every read of it names it. */
const EXACT = sql`(SELECT q FROM analysed)`;

/**
 * The whole search as one statement of CTEs, each index read at most once:
 * - `analysed`: websearch_to_tsquery of the text, the last word also a prefix while typing.
 *   A query of exclusions only (or nothing but stop words) is not `indexable` and reads no index;
 *   under `postings`, neither is a query of more than one term (`several`: searched again by `index`).
 * - `title_matched`: up to cap + 1 matches in titles (a title match is a match of the whole blog:
 *   the title leads the search vector; with an exclusion the whole vector is checked too).
 * - `frequent`: under `postings`, whether a lexeme of the query is in more published blogs than the
 *   cap (search_lexeme_counts; docs/decisions/0063). When it is, or when more than cap titles
 *   match, the count is settled and no body is read for it: a word in many blogs never builds the
 *   whole vector index's bitmap.
 * - `body_matched`: otherwise up to cap + 1 matches of the whole blog, from the search vector's GIN
 *   index; and whenever titles are fewer than the page, to fill it.
 * - `typo`: only when the plain matches are fewer than FUZZY_BELOW and the query is plain words,
 *   each word (stop words left out) replaced by its TYPO_ALTERNATIVES most similar words of the
 *   title dictionary (migration 0006: trigram similarity at least 0.3), OR-ed, the
 *   words AND-ed; a word with no alternative leaves no correction at all.
 * - `typo_matched`: titles matching that correction, read as `title_matched` is.
 * - the count (the union of the matches, capped), the candidates (first RANKED_CANDIDATES title
 *   matches of each kind, and any matches when titles cannot fill the page), ranked by the query
 *   and its correction together, which are also the words the API marks (highlight.ts) in the
 *   title and search_snippet of the best `limit`.
 *   One row even when nothing matches, for the count and the words.
 * Sub-selects hide the queries from the planner, which would otherwise read a word that is in
 * every blog all along the table (unpacking every vector) instead of from the index.
 */
export function searchStatement(shape: StatementShape, cap: number, reads: TitleReads): SQL {
  const web = sql`websearch_to_tsquery('english'::regconfig, ${TEXT})`;
  // PostgreSQL's text form quotes every lexeme, so one ending the query ends with a quote; ':*'
  // after it makes it a prefix. The user's text is never parsed as tsquery syntax.
  const typed = shape.prefix ? sql`regexp_replace(${web}::text, '''$', ''':*')::tsquery` : web;
  const over = cap + 1;
  // Each kind of match is read up to past the cap, and at least as far as its candidates go.
  const read = Math.max(over, RANKED_CANDIDATES);
  const titleCount = sql`(SELECT count(*) FROM title_matched)`;
  // More matches than the cap are certain: the count is the cap's and no body is read for it.
  const settled = sql`(${titleCount} > ${literal(cap)} OR (SELECT found FROM frequent))`;
  // Each alternative in PostgreSQL's own text form of its tsquery (stemmed, quoted), which casts back.
  const alternatives = sql`(SELECT string_agg(plainto_tsquery('english'::regconfig, word)::text, ' | ')
      FROM studyhub_similar_title_words(typed.word, ${literal(TYPO_ALTERNATIVES)}) AS word
      WHERE numnode(plainto_tsquery('english'::regconfig, word)) > 0)`;
  const titles = reads === 'postings' ? postingsReads(typed, read, cap) : indexReads(typed, read);

  return sql`WITH RECURSIVE
    ${titles.analysed},
    ${titles.exactMatches},
    ${titles.frequent},
    body_matched AS MATERIALIZED (
      SELECT id FROM blogs
      WHERE (SELECT indexable FROM analysed) AND (NOT ${settled} OR ${titleCount} < ${LIMIT})
        AND is_published AND search_vector @@ ${EXACT}
      LIMIT ${literal(read)}
    ),
    exact_count AS MATERIALIZED (
      SELECT CASE WHEN ${settled} THEN ${literal(over)} ELSE (SELECT count(*) FROM body_matched) END AS n
    ),
    fuzzy_words AS MATERIALIZED (
      SELECT word FROM unnest(string_to_array(${FUZZY}, ' ')) AS word
      WHERE (SELECT n FROM exact_count) < ${literal(FUZZY_BELOW)} AND ts_lexize('english_stem', word) IS DISTINCT FROM '{}'::text[]
    ),
    corrected AS MATERIALIZED (SELECT word, ${alternatives} AS alternatives FROM fuzzy_words AS typed),
    typo AS MATERIALIZED (
      SELECT CASE WHEN count(*) > 0 AND count(*) = count(alternatives) AND sum(length(word)) >= 3
                  THEN string_agg('(' || alternatives || ')', ' & ')::tsquery ELSE ''::tsquery END AS q
      FROM corrected
    ),
    ${titles.typoMatches},
    counted AS MATERIALIZED (
      SELECT CASE WHEN ${settled} THEN ${literal(over)}
                  ELSE (SELECT count(*) FROM (SELECT id FROM body_matched UNION SELECT id FROM typo_matched) AS matched) END AS n
    ),
    marked AS (SELECT (SELECT q FROM analysed) || (SELECT q FROM typo) AS q),
    candidates AS (
      SELECT id, bool_or(in_title) AS in_title
      FROM (
        (SELECT id, true AS in_title FROM title_matched LIMIT ${literal(RANKED_CANDIDATES)})
        UNION ALL
        (SELECT id, true FROM typo_matched LIMIT ${literal(RANKED_CANDIDATES)})
        UNION ALL
        (SELECT id, false FROM body_matched WHERE ${titleCount} < ${LIMIT} LIMIT ${literal(RANKED_CANDIDATES)})
      ) AS found
      GROUP BY id
    ),
    ranked AS (
      SELECT blogs.id, title, category, created_at, search_snippet, candidates.in_title, blogs.author_id,
             ts_rank_cd('${sql.raw(WEIGHTS)}'::float4[], rank_vector, (SELECT q FROM marked), 1) AS score
      FROM candidates JOIN blogs ON blogs.id = candidates.id
      ORDER BY in_title DESC, score DESC, created_at DESC, blogs.id
      LIMIT ${LIMIT}
    )
    SELECT least(counted.n, ${literal(cap)}) AS total, counted.n > ${literal(cap)} AS capped, (SELECT q FROM marked)::text AS terms,
           (SELECT several FROM analysed) AS several, hits.*,
           -- Each hit's byline (docs/decisions/0083) by primary key, in the same statement: its public name, never the e-mail.
           coalesce(nullif(btrim(admins.display_name), ''), split_part(admins.email, '@', 1)) AS author_name, admins.slug AS author_slug
    FROM counted LEFT JOIN (SELECT id, category, created_at, in_title, score, title, search_snippet AS snippet, author_id FROM ranked) AS hits ON true
    LEFT JOIN admins ON admins.id = hits.author_id
    ORDER BY hits.in_title DESC, hits.score DESC, hits.created_at DESC, hits.id`;
}

interface TitleMatchCtes {
  /** `analysed`: q, indexable and several, which the rest of the statement reads, and what its own title reads need. */
  analysed: SQL;
  /** `title_matched` and whatever it reads from. */
  exactMatches: SQL;
  /** `typo_matched` and whatever it reads from. */
  typoMatches: SQL;
  /** `frequent` (found): a lexeme of the query is known to be in more published blogs than the cap. */
  frequent: SQL;
}

function indexReads(typed: SQL, read: number): TitleMatchCtes {
  const titleVector = sql`to_tsvector('english'::regconfig, title)`;
  return {
    analysed: sql`analysed AS MATERIALIZED (
      SELECT CASE WHEN indexable THEN q ELSE ''::tsquery END AS q, indexable, strpos(q::text, '!') > 0 AS excludes, false AS several
      FROM (SELECT q, numnode(q) > 0 AND querytree(q) <> 'T' AS indexable FROM (SELECT ${typed} AS q) AS typed) AS checked
    )`,
    exactMatches: sql`title_matched AS MATERIALIZED (
      SELECT id FROM blogs
      WHERE (SELECT indexable FROM analysed) AND is_published AND ${titleVector} @@ ${EXACT}
        AND (NOT (SELECT excludes FROM analysed) OR search_vector @@ ${EXACT})
      LIMIT ${literal(read)}
    )`,
    typoMatches: sql`typo_matched AS MATERIALIZED (
      SELECT id FROM blogs
      WHERE (SELECT numnode(q) > 0 FROM typo) AND is_published AND ${titleVector} @@ (SELECT q FROM typo)
      LIMIT ${literal(read)}
    )`,
    frequent: sql`frequent AS (SELECT false AS found)`,
  };
}

/**
 * A query of one term (a lexeme, or a prefix of lexemes) and its typo correction (alternative
 * lexemes OR-ed) are each a union of lexemes: each lexeme's newest `read` postings, merged, the
 * newest `read` of them. A prefix's lexemes are found one index probe each (a loose index scan).
 */
function postingsReads(typed: SQL, read: number, cap: number): TitleMatchCtes {
  return {
    analysed: sql`analysed AS MATERIALIZED (
      SELECT CASE WHEN one THEN q ELSE ''::tsquery END AS q, one AS indexable, numnode(q) > 1 AS several
      FROM (SELECT q, numnode(q) = 1 AS one FROM (SELECT ${typed} AS q) AS typed) AS checked
    )`,
    exactMatches: postingsOf('title_matched', sql`(SELECT q FROM analysed WHERE indexable)`, read),
    typoMatches: postingsOf('typo_matched', sql`(SELECT q FROM typo WHERE numnode(q) > 0)`, read),
    // search_lexeme_counts (migration 0011), one probe per term; a prefix stops at its first such lexeme.
    frequent: sql`frequent AS MATERIALIZED (
      SELECT EXISTS (
        SELECT FROM (SELECT DISTINCT term, prefix FROM title_matched_lexemes) AS wanted
        CROSS JOIN LATERAL (
          SELECT FROM search_lexeme_counts AS counted
          WHERE counted.lexeme >= wanted.term AND counted.lexeme <= CASE WHEN wanted.prefix THEN wanted.term || chr(1114111) ELSE wanted.term END
            AND counted.blogs > ${literal(cap)}
          LIMIT 1
        ) AS over_cap
      ) AS found
    )`,
  };
}

/** `name` (ids, newest first) and `name_lexemes`: the titles having any term of the OR-ed `query`. */
function postingsOf(name: string, query: SQL, read: number): SQL {
  const lexemes = sql.raw(`${name}_lexemes`);
  // Past every lexeme the prefix begins (U+10FFFF, the last code point, sorts last in C collation).
  const end = sql`term || chr(1114111)`;
  return sql`${lexemes} (term, prefix, lexeme) AS (
      SELECT term, prefix, CASE WHEN prefix THEN (SELECT min(lexeme) FROM search_title_postings WHERE lexeme >= term AND lexeme < ${end}) ELSE term END
      FROM (SELECT regexp_replace(found[1], '([''\\\\])\\1', '\\1', 'g') COLLATE "C" AS term, found[2] IS NOT NULL AS prefix
            FROM regexp_matches(${query}::text, '''((?:[^'']|'''')*)''(:\\*)?', 'g') AS found) AS terms
      UNION ALL
      SELECT term, prefix, (SELECT min(posting.lexeme) FROM search_title_postings AS posting WHERE posting.lexeme > previous.lexeme AND posting.lexeme < ${end})
      FROM ${lexemes} AS previous WHERE prefix AND lexeme IS NOT NULL
    ),
    ${sql.raw(name)} AS MATERIALIZED (
      SELECT blog_id AS id FROM (
        SELECT DISTINCT posting.blog_id, posting.created_at
        FROM ${lexemes} AS wanted
        CROSS JOIN LATERAL (
          SELECT blog_id, created_at FROM search_title_postings
          WHERE lexeme = wanted.lexeme ORDER BY created_at DESC, blog_id DESC LIMIT ${literal(read)}
        ) AS posting
        WHERE wanted.lexeme IS NOT NULL
      ) AS found
      ORDER BY created_at DESC, blog_id DESC
      LIMIT ${literal(read)}
    )`;
}
