import { type BlogSearchHit, SEARCH_PAGE_SIZE } from '@studyhub/shared-api/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { highlightRuns, markSimilarWords } from './highlight-runs.ts';
import { longEnough, MARK_END, MARK_START, type SearchRequest } from './search-query.ts';

export interface SearchResult {
  blogs: BlogSearchHit[];
  total: number;
}

/**
 * Matches read from each index before ranking: title matches (full text, then typo-tolerant),
 * then any match. Past this the order among matches of one kind is the index's, not the rank's;
 * `total` still counts every match.
 */
export const RANKED_CANDIDATES = 200;
/**
 * Typo-tolerant title matches join the full-text ones only when those are fewer than this: a
 * misspelt word finds little as typed. Fixed, so `total` does not depend on `limit`.
 */
export const FUZZY_BELOW = SEARCH_PAGE_SIZE.max;

// ts_rank_cd's weights for D, C, B, A (body, category, subtitle, title); normalisation 1 divides
// by 1 + the log of the document's length, so long bodies do not win by repetition alone.
const WEIGHTS = '{0.1,0.2,0.4,1.0}';
const MARKS = `${MARK_START}${MARK_END}`;
// Outside HighlightAll, ts_headline drops whatever its parser takes for a tag: in the body's text
// (where "&lt;b&gt;" became "<b>") angle brackets stand in as two more private-use characters.
const [LT, GT] = ['\uE002', '\uE003'];
const showAngles = (text: string) => text.replaceAll(LT, '<').replaceAll(GT, '>');
const TITLE_HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
// Around the best match in the body; the body's first MinWords words when it has none.
const SNIPPET_HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=20, ShortWord=3, MaxFragments=0`;

const NOTHING: SearchResult = { blogs: [], total: 0 };

interface AnalysedQuery {
  /** The tsquery in PostgreSQL's own text form, which casts back to the same tsquery. */
  query: string;
  /** False for an empty query (stop words, punctuation) or one of exclusions only, which no index can answer. */
  indexable: boolean;
  /** The words of `SearchRequest.fuzzy` that are not stop words, if enough is left. */
  fuzzy: string | undefined;
}

interface HitRow {
  id: string;
  category: string;
  created_at: Date | string;
  total: number | string;
  title: string;
  snippet: string;
}

/**
 * Published blogs matching the request, best first (docs/decisions/0032): `limit` hits with their
 * highlights and the number of all matches. User text only ever reaches SQL as a bind parameter.
 */
export async function searchPublishedBlogs(db: AppDatabase, request: SearchRequest): Promise<SearchResult> {
  if (request.text === '') return NOTHING;
  const { query, indexable, fuzzy } = await analyse(db, request);
  if (indexable) {
    const exact = await findMatches(db, request, query, undefined);
    if (fuzzy === undefined || exact.total >= FUZZY_BELOW) return exact;
  }
  return fuzzy === undefined ? NOTHING : findMatches(db, request, indexable ? query : undefined, fuzzy);
}

/** Full-text matches of `query`, typo-tolerant title matches of `fuzzy`, or both: their total and the best `limit`. */
async function findMatches(db: AppDatabase, request: SearchRequest, query: string | undefined, fuzzy: string | undefined): Promise<SearchResult> {
  // A sub-select hides the query from the planner, which would otherwise read a word that is in
  // every blog all along the table (unpacking every vector) instead of counting it from the index.
  const tsquery = sql`(SELECT ${query ?? ''}::tsquery)`;
  const fullText = query === undefined ? undefined : sql`search_vector @@ ${tsquery}`;
  const titleText = query === undefined ? undefined : sql`to_tsvector('english'::regconfig, title) @@ ${tsquery}`;
  const typo = fuzzy === undefined ? undefined : sql`lower(title) %> ${fuzzy}`;
  const published = (match: SQL, limit?: number) => sql`SELECT id FROM blogs WHERE is_published AND ${match}${limit ? sql` LIMIT ${limit}` : sql``}`;

  const rank = fullText ? sql`ts_rank_cd(${WEIGHTS}::float4[], search_vector, ${tsquery}, 1)` : sql`0`;
  const similarity = typo ? sql`CASE WHEN ${typo} THEN word_similarity(${fuzzy}, lower(title)) ELSE 0 END` : sql`0`;
  const inTitle = sql.join([titleText, typo].filter((part) => part !== undefined), sql` OR `);
  const headline = (text: SQL, options: string) => (query === undefined ? text : sql`ts_headline('english'::regconfig, ${text}, ${tsquery}, ${options})`);
  const bodyText =
    query === undefined
      ? // No query to centre on: the body's first words, as ts_headline would show them.
        sql`array_to_string((regexp_split_to_array(studyhub_html_text(description), ' '))[1:20], ' ')`
      : sql`translate(studyhub_html_text(description), ${`<>${MARKS}${LT}${GT}`}, ${`${LT}${GT}`})`;
  /** The best `limit` of `candidates` (a query of ids) with their headlines, and `total` on each row. */
  const hits = (candidates: SQL, total: SQL, matched: SQL = sql``) =>
    rowsOf<HitRow>(
      db,
      sql`WITH ${matched}candidates AS (${candidates}),
      ranked AS (
        SELECT blogs.id, title, category, created_at, description, (${inTitle}) AS in_title, ${rank} + ${similarity} AS score
        FROM candidates JOIN blogs ON blogs.id = candidates.id
        ORDER BY in_title DESC, score DESC, created_at DESC, id
        LIMIT ${request.limit}
      )
      SELECT id, category, created_at, (${total}) AS total,
             ${headline(sql`translate(title, ${MARKS}, '')`, TITLE_HEADLINE)} AS title,
             ${headline(bodyText, SNIPPET_HEADLINE)} AS snippet
      FROM ranked
      ORDER BY in_title DESC, score DESC, created_at DESC, id`,
    );

  if (typo === undefined && fullText && titleText) {
    // Full text only: the count and the ranking in parallel.
    const [counted, found] = await Promise.all([
      rowsOf<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM blogs WHERE is_published AND ${fullText}`),
      hits(sql.join([titleText, fullText].map((part) => sql`(${published(part, RANKED_CANDIDATES)})`), sql` UNION `), sql`0`),
    ]);
    return { total: Number(counted[0]?.total ?? 0), blogs: found.map((row) => toHit(row, fuzzy)) };
  }
  // With typos the few full-text matches and the title matches are read once, for the count and
  // the candidates alike: pg_trgm's recheck of each title is the dear part.
  const matching = [fullText, typo].filter((part) => part !== undefined);
  const matched = sql`matched AS MATERIALIZED (${sql.join(matching.map((part) => published(part)), sql` UNION `)}),`;
  const candidates = [fullText && published(fullText), sql`SELECT id FROM matched LIMIT ${RANKED_CANDIDATES}`].filter((part) => part !== undefined);
  const rows = await hits(sql.join(candidates.map((part) => sql`(${part})`), sql` UNION `), sql`SELECT count(*) FROM matched`, matched);
  return {
    // `count` converts at the edge: PGlite answers it as a number, pg as a string.
    total: Number(rows[0]?.total ?? 0),
    blogs: rows.map((row) => toHit(row, fuzzy)),
  };
}

/**
 * websearch_to_tsquery of the text, its last word also matching as a prefix while typing; and the
 * words for the typo-tolerant title match without stop words, which would only add noise ("the"
 * is like "theory").
 */
async function analyse(db: AppDatabase, request: SearchRequest): Promise<AnalysedQuery> {
  const web = sql`websearch_to_tsquery('english'::regconfig, ${request.text})`;
  // PostgreSQL's text form quotes every lexeme, so one ending the query ends with a quote; ':*'
  // after it makes it a prefix. The user's text is never parsed as tsquery syntax.
  const tsquery = request.prefix ? sql`regexp_replace(${web}::text, '''$', ''':*')::tsquery` : web;
  const words = sql`regexp_split_to_table(${request.fuzzy ?? ''}, ' ')`;
  const rows = await rowsOf<{ query: string; indexable: boolean; fuzzy: string }>(
    db,
    sql`SELECT q::text AS query, numnode(q) > 0 AND querytree(q) <> 'T' AS indexable,
               array_to_string(ARRAY(SELECT word FROM ${words} AS word WHERE ts_lexize('english_stem', word) IS DISTINCT FROM '{}'::text[]), ' ') AS fuzzy
        FROM (SELECT ${tsquery} AS q) AS analysed`,
  );
  const row = rows[0];
  if (!row) return { query: '', indexable: false, fuzzy: undefined };
  return { query: row.query, indexable: row.indexable, fuzzy: longEnough(row.fuzzy) ? row.fuzzy : undefined };
}

/** Both drivers answer `execute` with the rows in `rows`. */
async function rowsOf<T>(db: AppDatabase, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

function toHit(row: HitRow, fuzzy: string | undefined): BlogSearchHit {
  const title = highlightRuns(row.title);
  const marked = title.some((run) => run.mark);
  return {
    _id: row.id,
    // A title found by its likeness to the query alone: mark the words that look like it.
    title: marked || fuzzy === undefined ? title : markSimilarWords(title.map((run) => run.text).join(''), fuzzy),
    category: row.category,
    createdAt: new Date(row.created_at).toISOString(),
    snippet: highlightRuns(showAngles(row.snippet)),
  };
}
