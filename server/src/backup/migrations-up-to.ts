import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrations.ts';
import { readJournal } from './schema-version.ts';

/**
 * A migrations folder holding only the first `count` committed migrations, for drizzle's migrator:
 * a restore brings its target to the backup's schema before inserting, then runs the rest.
 * `dispose` removes it.
 */
export async function migrationsUpTo(count: number): Promise<{ folder: string; dispose: () => Promise<void> }> {
  const journal = await readJournal();
  const entries = journal.entries.slice(0, count);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'studyhub-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { folder, dispose: () => rm(folder, { recursive: true, force: true }) };
}
