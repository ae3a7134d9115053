import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppDatabase, rowsOf } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrations.ts';
import type { SqlRunner } from './backup-tables.ts';

// A database's schema is the number of committed migrations applied to it: drizzle records one
// row per migration in drizzle.__drizzle_migrations, and migrations are only ever appended.

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface Journal {
  entries: JournalEntry[];
}

/** The committed migrations' journal, in order. */
export async function readJournal(folder = MIGRATIONS_FOLDER): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** How many migrations `db` has applied; 0 for a database never migrated. */
export async function appliedMigrations(db: SqlRunner): Promise<number> {
  const [exists] = await rowsOf<{ present: boolean }>(db as AppDatabase, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists?.present) return 0;
  const [row] = await rowsOf<{ count: number | string }>(db as AppDatabase, sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`);
  return Number(row?.count ?? 0);
}
