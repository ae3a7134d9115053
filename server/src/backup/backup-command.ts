import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import type { MadeBackup } from './create-backup.ts';
import { requestBackup } from './control-socket.ts';
import { type BackupLog, makeKeptBackup } from './kept-backup.ts';

export type BackupCommandConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'backupDir' | 'backupKeep'>;

/**
 * `npm run backup` (cli.ts): made here, or on PGlite by the running API that holds DATA_DIR,
 * through its control socket (control-socket.ts). Either way BACKUP_DIR is then pruned to
 * BACKUP_KEEP (the API's own settings when it makes the backup), as the schedule prunes it.
 */
export async function backupCommand(config: BackupCommandConfig, log: BackupLog): Promise<MadeBackup> {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) throw new Error(`no StudyHub database in DATA_DIR (${config.dataDir})`);
  let database;
  try {
    database = await openDatabase(config, undefined, 'studyhub-backup');
  } catch (error) {
    // The running API holds the directory: it makes the backup.
    if (error instanceof DataDirBusyError) return requestBackup(config.dataDir);
    throw error;
  }
  try {
    return await makeKeptBackup(database, config.backupDir, config.backupKeep, log);
  } finally {
    await database.close();
  }
}
