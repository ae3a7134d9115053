import { sql } from 'drizzle-orm';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { readArchive } from '../archive/archive.ts';
import type { AppConfig } from '../config.ts';
import { type AppDatabase, type Database, openDatabase, rowsOf } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrations.ts';
import { runMigrations } from '../db/run-migrations.ts';
import { BACKED_UP_TABLES, type SqlRunner, baseTables, columnList, quoteIdentifier } from './backup-tables.ts';
import { BACKUP_KIND, type BackupMeta, tableFile } from './backup-format.ts';
import { migrationsUpTo } from './migrations-up-to.ts';
import { appliedMigrations, readJournal } from './schema-version.ts';

/** Why a restore was refused, worded for the person running it; nothing was written. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreOptions {
  /** Replace whatever the target holds. */
  force?: boolean;
  /** Where the archive is unpacked while it is checked (a temporary folder by default). */
  workDir?: string;
}

export interface RestoredBackup {
  counts: Record<string, number>;
  /** The backup's schema, migrated to the code's afterwards. */
  fromMigrations: number;
  migrations: number;
}

/** The JSON text of a batch stays under this (a cover is a few hundred KB as hex). */
const BATCH_CHARS = 4_000_000;
const BATCH_ROWS = 500;

/**
 * Restores a backup file into the database of `target` (DATA_DIR or DATABASE_URL), docs/decisions/0084.
 * The whole archive is checked first; a target holding rows is refused unless `force`; the target
 * is migrated to the backup's schema, the rows are inserted in one transaction, then the remaining
 * migrations run, so a backup of an older StudyHub comes back in the current schema.
 */
export async function restoreBackup(file: string, target: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, options: RestoreOptions = {}): Promise<RestoredBackup> {
  const work = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), 'studyhub-restore-'));
  try {
    const manifest = await readArchive<BackupMeta>(file, work, BACKUP_KIND);
    const meta = manifest.meta;
    const journal = await readJournal();
    const name = path.basename(file);
    if (meta.schema.migrations > journal.entries.length) {
      throw new RestoreError(
        `${name} was made by a newer StudyHub (schema ${meta.schema.migrations}, this one knows ${journal.entries.length}): update StudyHub first. Nothing was restored.`,
      );
    }
    if (journal.entries[meta.schema.migrations - 1]?.tag !== meta.schema.last) {
      throw new RestoreError(`${name} was made with migrations this StudyHub does not have (${meta.schema.last}). Nothing was restored.`);
    }
    const database = await openDatabase(target, false, 'studyhub-restore');
    try {
      await refuseDatabaseInUse(database);
      await prepareTarget(database, meta.schema.migrations, options.force === true);
      const upTo = await migrationsUpTo(meta.schema.migrations);
      try {
        await runMigrations(database, upTo.folder);
      } finally {
        await upTo.dispose();
      }
      await database.db.transaction(async (tx) => {
        for (const table of meta.tables) await insertTable(tx, table.name, table.columns, path.join(work, tableFile(table.name)));
        await resetIdentities(tx, meta.tables.map((table) => table.name));
      });
      await runMigrations(database, MIGRATIONS_FOLDER);
      return { counts: meta.counts, fromMigrations: meta.schema.migrations, migrations: journal.entries.length };
    } finally {
      await database.close();
    }
  } finally {
    // Retried: a refused archive's extraction may still be closing files in it.
    await rm(work, { recursive: true, force: true, maxRetries: 5 });
  }
}

/**
 * Refuses a PostgreSQL database that other sessions are connected to: a running API would go on
 * serving, caching and writing around the restore (and --force does not change that). PGlite's
 * directory lock already refused a running API before this point. A check, not a lock: an API
 * started while the restore runs is not stopped by it.
 */
async function refuseDatabaseInUse(database: Database): Promise<void> {
  if (database.driver !== 'postgres') return;
  // backend_type is NULL in sessions of other roles unless this one may read all statistics: those
  // count as clients. Server processes without a database (the checkpointer…) have no datname.
  const others = await rowsOf<{ name: string }>(
    database.db,
    sql`SELECT application_name AS "name" FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND coalesce(backend_type, 'client backend') = 'client backend'`,
  );
  if (others.length === 0) return;
  const byName = new Map<string, number>();
  for (const { name } of others) byName.set(name || 'unnamed', (byName.get(name || 'unnamed') ?? 0) + 1);
  const names = [...byName].sort(([a], [b]) => a.localeCompare(b)).map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
  const connections = others.length === 1 ? '1 other connection is' : `${others.length} other connections are`;
  throw new RestoreError(`${connections} using this database (${names.join(', ')}): stop the API before restoring. Nothing was restored.`);
}

/**
 * Refuses a target holding rows (unless forced) and leaves it with no rows and no migration past
 * the backup's: a target already migrated further starts again from an empty schema.
 */
async function prepareTarget(database: Database, backupMigrations: number, force: boolean): Promise<void> {
  const db = database.db;
  const present = new Set(await baseTables(db));
  const holding: string[] = [];
  for (const table of BACKED_UP_TABLES) {
    if (!present.has(table)) continue;
    const [row] = await rowsOf<{ any: boolean }>(db, sql.raw(`SELECT EXISTS (SELECT FROM ${quoteIdentifier(table)}) AS "any"`));
    if (row?.any) holding.push(table);
  }
  if (holding.length > 0 && !force) {
    throw new RestoreError(
      `The target already holds data (${holding.join(', ')}): restore into an empty data directory or database, or add --force to replace everything in it. Nothing was restored.`,
    );
  }
  if ((await appliedMigrations(db)) > backupMigrations) {
    // The schema cannot be migrated down: it is made again, up to the backup's.
    await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await db.execute(sql`DROP SCHEMA public CASCADE`);
    await db.execute(sql`CREATE SCHEMA public`);
    return;
  }
  // Sessions go with their accounts (CASCADE); the blogs' TRUNCATE triggers empty the search tables.
  const clear = BACKED_UP_TABLES.filter((table) => present.has(table));
  if (holding.length > 0) await db.execute(sql.raw(`TRUNCATE ${clear.map(quoteIdentifier).join(', ')} CASCADE`));
}

/** One table's JSON lines, inserted a batch at a time through json_populate_recordset. */
async function insertTable(tx: SqlRunner, table: string, columns: string[], file: string): Promise<void> {
  const list = columnList(columns);
  // OVERRIDING SYSTEM VALUE: identity columns (audit_log.id) keep the backed-up numbers.
  const insert = (json: string) =>
    tx.execute(sql`INSERT INTO ${sql.raw(quoteIdentifier(table))} (${sql.raw(list)}) OVERRIDING SYSTEM VALUE
      SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.raw(quoteIdentifier(table))}, ${json}::json)`);
  let batch: string[] = [];
  let chars = 0;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insert(`[${batch.join(',')}]`);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insert(`[${batch.join(',')}]`);
}

/** Identity sequences continue after the restored rows' highest value. */
async function resetIdentities(tx: SqlRunner, tables: string[]): Promise<void> {
  const identities = await rowsOf<{ table: string; column: string; sequence: string }>(
    tx as AppDatabase,
    sql`SELECT c.relname::text AS "table", a.attname::text AS "column", pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS "sequence"
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL`,
  );
  for (const identity of identities.filter((row) => tables.includes(row.table))) {
    await tx.execute(
      sql.raw(`SELECT setval('${identity.sequence.replaceAll("'", "''")}', COALESCE(max(${quoteIdentifier(identity.column)}), 0) + 1, false) FROM ${quoteIdentifier(identity.table)}`),
    );
  }
}
