// `npm run backup` and `npm run restore -- <file> [--force]` (docs/decisions/0084), configured by
// the API's environment (DATA_DIR, DATABASE_URL, BACKUP_DIR, BACKUP_KEEP). Any refusal is one line
// and exit 1.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { backupCommand } from './backup-command.ts';
import type { BackupLog } from './kept-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const USAGE = 'usage: npm run backup | npm run restore -- <backup file> [--force]';

/** stdout is the new file's path alone, for scripts; only a failed clean-up is worth a line on stderr. */
const log: BackupLog = {
  info: () => undefined,
  error: (details, message) => {
    const cause = (details as { err?: unknown }).err;
    console.error(cause instanceof Error ? `${message}: ${cause.message}` : message);
  },
};

async function restore(args: string[]): Promise<string> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('--')) throw new Error(USAGE);
  // npm runs scripts from the repository's root; a relative path is the caller's.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const config = loadConfig();
  try {
    const restored = await restoreBackup(file, config, { force });
    const rows = Object.values(restored.counts).reduce((sum, count) => sum + count, 0);
    return `Restored ${rows} rows from ${path.basename(file)} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} (schema ${restored.fromMigrations} → ${restored.migrations}). Everyone signs in again.`;
  } catch (error) {
    if (error instanceof DataDirBusyError) throw new Error(`a running StudyHub is using ${config.dataDir}: stop it before restoring. Nothing was restored.`, { cause: error });
    throw error;
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup' && rest.length === 0) console.log((await backupCommand(loadConfig(), log)).file);
  else if (command === 'restore') console.log(await restore(rest));
  else throw new Error(USAGE);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
