import { sql } from 'drizzle-orm';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { type AppDatabase, type Database, type DatabaseDriver, openDatabase } from '../../src/db/client.ts';

/** Set per Vitest project (vitest.config.ts); PGlite when a file runs outside those projects. */
export const TEST_DRIVER: DatabaseDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const TEST_PUBLIC_API_URL = 'http://api.test';

/** Config for the selected driver: PGlite in `dataDir`, or the PostgreSQL at DATABASE_URL. */
export function testConfig(dataDir: string): AppConfig {
  const databaseUrl = process.env.DATABASE_URL;
  if (TEST_DRIVER === 'postgres' && !databaseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return loadConfig({
    DATA_DIR: dataDir,
    // Inside the test's own directory, so backups made by a test go when it is removed.
    BACKUP_DIR: path.join(dataDir, 'backups'),
    DATABASE_URL: TEST_DRIVER === 'postgres' ? databaseUrl : undefined,
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    // The suites that read log lines parse pino's records.
    LOG_FORMAT: 'json',
    PUBLIC_API_URL: TEST_PUBLIC_API_URL,
  });
}

/** Limits no test reaches, for suites that send many requests from one address. */
export const NO_RATE_LIMITS: AppConfig['rateLimits'] = {
  loginPerIp: 1e9,
  loginPerAccount: 1e9,
  loginWindowMs: 60_000,
  loginSlowdownBaseMs: 1,
  loginSlowdownMaxMs: 1,
  commentsPerBrowser: 1e9,
  commentsPerAddress: 1e9,
  commentWindowMs: 60_000,
  aiDraftsPerMinute: 1e9,
  releaseReportsPerMinute: 1e9,
};

export function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'studyhub-test-'));
}

export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Counters the triggers advance (a reset must not move them back); the rest is the tests' data. */
const KEPT_TABLES = ['blog_generation', 'release_generation'];
/** Kept by the blogs' row triggers, so emptied after the blogs are gone. */
const SEARCH_TABLES = ['search_title_words', 'search_title_postings', 'search_lexeme_counts'];
const dataTables = new WeakMap<AppDatabase, Promise<string[]>>();

/**
 * Empties every table but the counters; cheaper than a new database per test (docs/toolchain.md#pglite).
 * One DELETE statement for all (foreign keys are checked at its end), not TRUNCATE: on a test's few
 * rows it took 3 ms against 500 ms on PostgreSQL and 11 ms against 190 ms on PGlite (TRUNCATE makes
 * new files for every table and index), before every test of the API suite. The tables are read
 * from the catalogue, so a new one is never left holding an earlier test's rows.
 */
export async function resetTables(db: AppDatabase): Promise<void> {
  let tables = dataTables.get(db);
  if (!tables) {
    tables = db
      .execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)
      .then((result) => (result as { rows: { name: string }[] }).rows.map((row) => row.name).filter((name) => !KEPT_TABLES.includes(name) && !SEARCH_TABLES.includes(name)));
    dataTables.set(db, tables);
  }
  const deleteAll = (names: string[]) => sql.raw(`WITH ${names.map((name, index) => `t${index} AS (DELETE FROM "${name}")`).join(', ')} SELECT 1`);
  const names = await tables;
  await db.transaction(async (tx) => {
    await tx.execute(deleteAll(names));
    await tx.execute(deleteAll(SEARCH_TABLES));
  });
}

export interface TestApp {
  readonly app: App;
  readonly database: Database;
  readonly config: AppConfig;
}

/**
 * A new data directory for an app on PGlite, holding a copy of the run's migrated cluster
 * (test/setup/pglite-template.ts) rather than nothing: opening it skips initdb and the migrations.
 */
export async function makeTestDataDir(): Promise<string> {
  const dir = await makeTempDir();
  // Outside the server-pglite project (a file run on its own config) there is no template.
  const template = TEST_DRIVER === 'pglite' ? (inject('pgliteTemplate') as string | undefined) : undefined;
  if (template) await cp(template, path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

/** An app on its own database, as the file-scoped helpers below open it (tables reset first if asked). */
async function openTestApp(overrides: Partial<AppConfig>, options: Pick<BuildAppOptions, 'maxSitemapUrls'>, { reset = false } = {}) {
  const dir = await makeTestDataDir();
  const config = { ...testConfig(dir), ...overrides };
  const database = await openDatabase(config);
  if (reset) await resetTables(database.db);
  return { dir, config, database, app: await buildApp({ config, database, ...options }) };
}

async function closeTestApp({ app, database, dir }: Awaited<ReturnType<typeof openTestApp>>): Promise<void> {
  await app.close();
  await database.close();
  await removeDir(dir);
}

/** A value made before the calling file's tests and disposed of after them. */
function fileScoped<T>(name: string, make: () => Promise<T>, dispose: (value: T) => Promise<void>): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  afterAll(async () => {
    if (value !== undefined) await dispose(value);
  });
  return () => {
    if (value === undefined) throw new Error(`${name}: only available inside tests and hooks`);
    return value;
  };
}

/** Fields that read `current()` at each access, so they can be handed out before the hooks run. */
function liveFields<T extends object, K extends keyof T>(current: () => T, keys: K[]): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const key of keys) Object.defineProperty(view, key, { get: () => current()[key], enumerable: true });
  return view;
}

/**
 * One database and one app for the calling test file, with empty tables before each test.
 * Call at the top of a file or describe block; read the fields inside tests and hooks.
 * `overrides` replace top-level fields of the test config (e.g. lower rate limits); `options` are
 * passed to buildApp (e.g. a lower sitemap limit).
 */
export function useTestApp(overrides: Partial<AppConfig> = {}, options: Pick<BuildAppOptions, 'maxSitemapUrls'> = {}): TestApp {
  const current = fileScoped('useTestApp', () => openTestApp(overrides, options), closeTestApp);
  // The truncate's NOTIFY reaches the app asynchronously on PostgreSQL; a test must not race it.
  beforeEach(async () => {
    await resetTables(current().database.db);
    current().app.dropPublicCache();
  });
  return liveFields(current, ['app', 'database', 'config']);
}

/** A real API listening on a free port, its tables emptied once, for the calling file. */
export function useListeningApi(): TestApp & { readonly url: string } {
  const current = fileScoped(
    'useListeningApi',
    async () => {
      const opened = await openTestApp({}, {}, { reset: true });
      return { ...opened, url: await opened.app.listen({ port: 0, host: '127.0.0.1' }) };
    },
    closeTestApp,
  );
  return liveFields(current, ['app', 'database', 'config', 'url']);
}
