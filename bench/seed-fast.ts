// The scale bench's archive: `count` published blogs of the same shape as seedBlogs (a ~6 KB body of
// a heading, 8 paragraphs, a list and code; 4 categories; one an hour), written by one SQL
// statement per 20,000 rows. The text comes from pools of deterministic sentences that the
// database joins in, so 100,000 rows cost seconds, not the minutes of 200-row inserts.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client.ts';

/** Words in every blog: 90 % of body words. */
export const COMMON_WORDS =
  'graph tree heap queue stack array pointer recursion algorithm compiler kernel process thread memory cache network socket packet routing database index query transaction lock proof lemma induction complexity'.split(
    ' ',
  );

const RARE_COUNT = 2000;
const SYLLABLES = [...'bdfgklmnprstvz'].flatMap((c) => [...'aeiou'].map((v) => c + v));

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) / 2 ** 24;
  };
}

/**
 * Words in few blogs, most frequent first: three-syllable pseudo-words ("bakoru"), so the
 * full-text search has rare terms (a few hundred blogs each) beside the common ones (all blogs).
 */
export const RARE_WORDS: string[] = (() => {
  const next = random(7);
  const words = new Set<string>();
  while (words.size < RARE_COUNT) words.add(Array.from({ length: 3 }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''));
  return [...words];
})();

/** `words` words, a `rareShare` of them rare, skewed towards the first of RARE_WORDS (a long tail). */
function sentence(next: () => number, words: number, rareShare: number): string {
  return Array.from({ length: words }, () =>
    next() < rareShare ? RARE_WORDS[Math.floor(RARE_COUNT * next() ** 3)]! : COMMON_WORDS[Math.floor(next() * COMMON_WORDS.length)]!,
  ).join(' ');
}

// Prime pool sizes, so the rows' choices (i·step mod size) spread over every sentence.
const POOLS = { paragraph: 4001, title: 9973, short: 1009 } as const;

function pool(seed: number, size: number, words: number, rareShare: number): string[] {
  const next = random(seed);
  return Array.from({ length: size }, () => sentence(next, words, rareShare));
}

const CATEGORIES = ['CSE', 'COD', 'Elective', 'Other'];
const BATCH = 10_000;

/** Writes `count` published blogs; every run writes the same text (ids differ). */
export async function seedFast(database: Database, count: number, log: (line: string) => void = () => undefined): Promise<void> {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  const { db } = database;
  const sentences = [
    ...pool(1, POOLS.paragraph, 90, 0.1).map((text, n) => ['p', n, text] as const),
    ...pool(2, POOLS.title, 6, 0.5).map((text, n) => ['t', n, text] as const),
    ...pool(3, POOLS.short, 10, 0.2).map((text, n) => ['s', n, text] as const),
  ];
  await db.execute(sql`CREATE TABLE bench_pool (kind text, n int, text text, PRIMARY KEY (kind, n))`);
  try {
    for (let i = 0; i < sentences.length; i += 2000) {
      const rows = sentences.slice(i, i + 2000).map(([kind, n, text]) => ({ kind, n, text }));
      await db.execute(sql`INSERT INTO bench_pool (kind, n, text)
        SELECT kind, n, text FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(kind text, n int, text text)`);
    }
    const text = (kind: 'p' | 't' | 's', n: ReturnType<typeof sql>) => sql`(SELECT text FROM bench_pool WHERE kind = ${kind} AND n = (${n}) % ${POOLS[kind === 'p' ? 'paragraph' : kind === 't' ? 'title' : 'short']})`;
    const paragraphs = sql.join(
      Array.from({ length: 8 }, (_, p) => sql`'<p>' || ${text('p', sql`i * 31 + ${sql.raw(String(p))}`)} || '</p>'`),
      sql` || `,
    );
    const start = Date.UTC(2026, 0, 1) / 1000;
    let done = 0;
    const insert = async (from: number) => {
      const to = Math.min(count, from + BATCH) - 1;
      await db.execute(sql`INSERT INTO blogs (title, sub_title, description, image, category, is_published, created_at)
        SELECT 'Bench ' || i || ': ' || ${text('t', sql`i`)},
               ${text('s', sql`i * 7 + 1`)},
               '<h2>' || ${text('t', sql`i * 13 + 5`)} || '</h2>' || ${paragraphs}
                 || '<ul><li>' || ${text('s', sql`i * 3 + 2`)} || '</li><li>' || ${text('s', sql`i * 5 + 3`)} || '</li></ul>'
                 || '<pre>' || ${text('s', sql`i * 11 + 4`)} || ' ' || ${text('s', sql`i * 17 + 6`)} || '</pre>',
               '/api/media/00000000-0000-4000-8000-000000000000',
               (${sql.raw(`ARRAY[${CATEGORIES.map((c) => `'${c}'`).join(',')}]`)})[i % 4 + 1],
               true,
               to_timestamp(${start} + i * 3600)
        FROM generate_series(${from}::int, ${to}::int) AS i`);
      done += to - from + 1;
      log(`seeded ${done} of ${count} blogs (${seconds()} s)`);
    };
    // The app's indexes on blogs are built once at the end (much faster than row by row), from
    // their own definitions. What the database maintains on insert (the search vector column,
    // the title words its statement triggers collect) fills as it does for the app.
    const indexes = await withoutIndexes(database);
    const batches = Array.from({ length: Math.ceil(count / BATCH) }, (_, b) => b * BATCH);
    // Two statements at a time: PostgreSQL computes the rows on both cores (PGlite takes them in turn).
    await Promise.all(
      [0, 1].map(async (lane) => {
        for (let b = lane; b < batches.length; b += 2) await insert(batches[b]!);
      }),
    );
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const definition of indexes) await tx.execute(sql.raw(definition));
    });
    log(`rebuilt ${indexes.length} indexes (${seconds()} s)`);
  } finally {
    await db.execute(sql`DROP TABLE IF EXISTS bench_pool`);
  }
  // As autovacuum would have by now on a live server: statistics and the visibility map (index-only
  // counts, title postings and lexeme counts).
  await db.execute(sql`VACUUM ANALYZE blogs`);
  await db.execute(sql`VACUUM ANALYZE search_title_postings`);
  await db.execute(sql`VACUUM ANALYZE search_lexeme_counts`);
}

/** Drops the indexes of blogs that no constraint owns; returns their definitions to create them again. */
async function withoutIndexes({ db }: Database): Promise<string[]> {
  const { rows } = (await db.execute(sql`SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = 'blogs'
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'blogs'::regclass)`)) as { rows: { indexname: string; indexdef: string }[] };
  for (const { indexname } of rows) await db.execute(sql.raw(`DROP INDEX "${indexname}"`));
  return rows.map((row) => row.indexdef);
}
