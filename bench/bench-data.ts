import pg from 'pg';
import type { Database } from '../server/src/db/client.ts';
import { openPglite } from '../server/src/db/open-pglite.ts';
import { openPostgres } from '../server/src/db/open-postgres.ts';
import { blogs } from '../server/src/db/schema.ts';

const WORDS = 'graph tree heap queue stack array pointer recursion algorithm compiler kernel process thread memory cache network socket packet routing database index query transaction lock proof lemma induction complexity'.split(' ');
const CATEGORIES = ['CSE', 'COD', 'Elective', 'Other'];

/** Deterministic words, so every run benchmarks the same bytes. */
function sentence(seed: number, words: number): string {
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out.push(WORDS[state % WORDS.length]!);
  }
  return out.join(' ');
}

/** A blog body of about 6 KB, shaped like what the editor writes: headings, paragraphs, a list, code. */
function body(seed: number): string {
  const paragraphs = Array.from({ length: 8 }, (_, i) => `<p>${sentence(seed * 31 + i, 90)}</p>`).join('');
  return `<h2>${sentence(seed, 5)}</h2>${paragraphs}<ul><li>${sentence(seed + 1, 8)}</li><li>${sentence(seed + 2, 8)}</li></ul><pre>${sentence(seed + 3, 20)}</pre>`;
}

/** Writes `count` published blogs straight to the database (the API under test is not running yet). */
export async function seedBlogs(database: Database, count: number): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Bench ${i}: ${sentence(i, 6)}`,
    subTitle: sentence(i + 7, 10),
    description: body(i),
    image: '/api/media/00000000-0000-4000-8000-000000000000',
    category: CATEGORIES[i % CATEGORIES.length]!,
    isPublished: true,
    createdAt: new Date(start + i * 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 200) await database.db.insert(blogs).values(rows.slice(i, i + 200));
}

export interface BenchDatabase {
  /** Environment for the API process: where its database is. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** How a bench database is filled: seedBlogs, or seedFast for the scale bench's large archive. */
export type Seeder = (database: Database, count: number) => Promise<void>;

export async function pgliteDatabase(dataDir: string, count: number, seed: Seeder = seedBlogs): Promise<BenchDatabase> {
  const database = await openPglite(dataDir);
  await seed(database, count);
  await database.close();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => undefined };
}

/** A fresh database on the PostgreSQL server of `baseUrl`, dropped afterwards. */
export async function postgresDatabase(baseUrl: string, count: number, seed: Seeder = seedBlogs): Promise<BenchDatabase> {
  const name = `studyhub_bench_${process.pid}_${count}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href);
  await seed(database, count);
  await database.close();
  return {
    env: { DATABASE_URL: url.href },
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
