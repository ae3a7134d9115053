import { BACKUP_MESSAGES } from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import { createWriteStream } from 'node:fs';
import { access, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { writeArchive } from '../archive/archive.ts';
import { type AppDatabase, type Database, rowsOf } from '../db/client.ts';
import { backedUpColumns, columnList, quoteIdentifier, type SqlRunner } from './backup-tables.ts';
import { BACKUP_KIND, type BackupMeta, backupFileName, tableFile } from './backup-format.ts';
import { appliedMigrations, readJournal } from './schema-version.ts';

export interface MadeBackup {
  file: string;
  name: string;
  bytes: number;
  createdAt: string;
  counts: Record<string, number>;
}

/** A backup was asked for while this process was making one (the admin routes answer 409). */
export class BackupBusyError extends Error {
  override name = 'BackupBusyError';
  constructor() {
    super(BACKUP_MESSAGES.busy);
  }
}

export interface BackupOptions {
  /**
   * Called inside the backup's transaction once every row has been read, before it ends: the
   * restore drill reads the source at the backup's snapshot here.
   */
  atSnapshot?: (tx: SqlRunner) => Promise<void>;
}

/** Rows per FETCH: the memory a backup holds is this many rows of one table (covers included). */
const FETCH_ROWS = 100;

const CURSOR = 'studyhub_backup_rows';

let running = false;

/**
 * Writes one backup file into `backupDir` (docs/decisions/0084): every backed-up table read in one
 * REPEATABLE READ READ ONLY transaction, so the file is the database at one moment while the site
 * keeps serving (on PGlite, whose one connection the read holds, writes wait until it ends). Rows
 * are fetched through a cursor into JSONL files, then packed with a manifest by writeArchive.
 */
export async function createBackup(database: Database, backupDir: string, options: BackupOptions = {}): Promise<MadeBackup> {
  if (running) throw new BackupBusyError();
  running = true;
  try {
    // Password hashes and preview tokens' hashes are inside: the owner only.
    await mkdir(backupDir, { recursive: true, mode: 0o700 });
    const work = await mkdtemp(path.join(backupDir, '.backup-'));
    try {
      const createdAt = new Date();
      const meta = await readTables(database.db, work, options);
      const file = await freeName(backupDir, createdAt);
      await writeArchive(work, file, BACKUP_KIND, { ...meta, driver: database.driver, app: { version: await appVersion() } }, createdAt);
      const { size } = await stat(file);
      return { file, name: path.basename(file), bytes: size, createdAt: createdAt.toISOString(), counts: meta.counts };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } finally {
    running = false;
  }
}

async function readTables(db: AppDatabase, work: string, options: BackupOptions): Promise<Omit<BackupMeta, 'driver' | 'app'>> {
  await mkdir(path.join(work, 'tables'));
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const journal = await readJournal();
      const counts: Record<string, number> = {};
      const tables: BackupMeta['tables'] = [];
      for (const [name, columns] of await backedUpColumns(tx)) {
        counts[name] = await copyTable(tx, name, columns, path.join(work, tableFile(name)));
        tables.push({ name, columns });
      }
      await options.atSnapshot?.(tx);
      return { schema: { migrations, last: journal.entries[migrations - 1]?.tag ?? '' }, counts, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One table's rows as JSON lines, FETCH_ROWS at a time; returns how many. */
async function copyTable(tx: SqlRunner, table: string, columns: string[], file: string): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  let count = 0;
  try {
    await tx.execute(sql.raw(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${columnList(columns)} FROM ${quoteIdentifier(table)}) r`));
    for (;;) {
      const rows = await rowsOf<{ line: string }>(tx as AppDatabase, sql.raw(`FETCH ${FETCH_ROWS} FROM ${CURSOR}`));
      if (rows.length === 0) break;
      count += rows.length;
      if (!out.write(`${rows.map((row) => row.line).join('\n')}\n`)) await once(out, 'drain');
    }
    await tx.execute(sql.raw(`CLOSE ${CURSOR}`));
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

/** The stamp's name, or the next `-<n>` one when a backup already has it (two in one second). */
async function freeName(backupDir: string, at: Date): Promise<string> {
  for (let sequence = 1; sequence < 1000; sequence++) {
    const file = path.join(backupDir, backupFileName(at, sequence));
    const taken = await access(file).then(
      () => true,
      () => false,
    );
    if (!taken) return file;
  }
  throw new Error(`${backupDir} already holds 999 backups made in this second`);
}

let version: Promise<string> | undefined;

function appVersion(): Promise<string> {
  return (version ??= readFile(new URL('../../package.json', import.meta.url), 'utf8').then((text) => String((JSON.parse(text) as { version?: string }).version ?? 'unknown')));
}
