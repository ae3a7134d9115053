import type { Database } from '../db/client.ts';
import { type ControlHandler, type ControlSocket, listenForControlRequests, sendControlRequest } from '../control/control-socket.ts';
import type { MadeBackup } from './create-backup.ts';
import { type BackupLog, makeKeptBackup } from './kept-backup.ts';

// `npm run backup` on PGlite while the API runs: the API makes the backup, asked through the
// control socket in DATA_DIR (control/control-socket.ts, docs/decisions/0084).

export { CONTROL_SOCKET_NAME, controlSocketPath } from '../control/control-socket.ts';

export interface BackupRequestOptions {
  database: Database;
  /** The API's BACKUP_DIR and BACKUP_KEEP: the backups it makes for the command are its own. */
  backupDir: string;
  keep: number;
  log: BackupLog;
}

/** The control socket's `backup` request: a backup made and pruned as the API's own are. */
export const backupRequestHandler =
  ({ database, backupDir, keep, log }: BackupRequestOptions): ControlHandler =>
  () =>
    makeKeptBackup(database, backupDir, keep, log);

/** The control socket answering backups alone (the API adds its other kinds, main.ts). */
export function listenForBackupRequests(options: BackupRequestOptions & { dataDir: string; log: BackupLog & { warn(message: string): void } }): Promise<ControlSocket | undefined> {
  return listenForControlRequests({ dataDir: options.dataDir, log: options.log, handlers: { backup: backupRequestHandler(options) } });
}

/** Asks the API running on `dataDir` for a backup; rejects with its message when it cannot make one. */
export async function requestBackup(dataDir: string): Promise<MadeBackup> {
  return (await sendControlRequest(dataDir, { kind: 'backup' })) as MadeBackup;
}
