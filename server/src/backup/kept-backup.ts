import type { Database } from '../db/client.ts';
import { BackupBusyError, createBackup, type MadeBackup } from './create-backup.ts';
import { pruneBackups } from './backup-files.ts';

/** Whether `error` is createBackup's refusal while another backup of this process runs. */
export const isBackupBusy = (error: unknown): boolean => error instanceof BackupBusyError;

/** Where makeKeptBackup reports: the API's logger, or `npm run backup`'s stderr (backup-command.ts). */
export interface BackupLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * One backup, then the directory pruned to the newest `keep` files, whoever made them (the owner's
 * "Back up now", the schedule, `npm run backup` directly or through the API's control socket): the
 * directory never grows past `keep` backups.
 */
export async function makeKeptBackup(database: Database, dir: string, keep: number, log: BackupLog): Promise<MadeBackup> {
  const made = await createBackup(database, dir);
  try {
    const pruned = await pruneBackups(dir, keep);
    if (pruned.length > 0) log.info({ pruned, keep }, 'backup: older backups deleted');
  } catch (error) {
    // The backup is made and whole; a failed clean-up is tried again after the next one.
    log.error({ err: error }, 'backup: could not delete older backups');
  }
  return made;
}
