import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import type { MadeBackup } from './create-backup.ts';
import { type BackupLog, makeKeptBackup } from './kept-backup.ts';

// On PGlite only the running API may open DATA_DIR (data-dir-lock.ts), so `npm run backup` asks it
// through this Unix socket in DATA_DIR (docs/decisions/0084). It answers one request, "backup", and
// nothing else; the directory's and the socket's 0700/0600 modes are its authorisation.

export const CONTROL_SOCKET_NAME = 'control.sock';
const REQUEST = 'backup\n';

/** Unix socket paths longer than this are refused by macOS (104) and Linux (108). */
const MAX_SOCKET_PATH = 103;

export const controlSocketPath = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET_NAME);

type Answer = { backup: MadeBackup } | { error: string };

export interface ControlSocket {
  close(): Promise<void>;
}

export interface BackupRequestOptions {
  database: Database;
  dataDir: string;
  /** The API's BACKUP_DIR and BACKUP_KEEP: the backups it makes for the command are its own. */
  backupDir: string;
  keep: number;
  log: BackupLog & { warn(message: string): void };
}

/**
 * Listens on DATA_DIR's control socket while the API holds the directory. Returns undefined, after
 * saying why through `log`, when the path is too long for a socket.
 */
export async function listenForBackupRequests({ database, dataDir, backupDir, keep, log }: BackupRequestOptions): Promise<ControlSocket | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(`no backup control socket: ${socketPath} is too long for a Unix socket; stop the API to run npm run backup`);
    return undefined;
  }
  // One left by an API that died: this process holds the data directory's lock, so it is not in use.
  await unlink(socketPath).catch(() => undefined);
  const server = net.createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length < REQUEST.length) return;
      if (received !== REQUEST) {
        connection.end(`${JSON.stringify({ error: 'unknown request' } satisfies Answer)}\n`);
        return;
      }
      makeKeptBackup(database, backupDir, keep, log).then(
        (backup) => connection.end(`${JSON.stringify({ backup } satisfies Answer)}\n`),
        (error: unknown) => connection.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) } satisfies Answer)}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Asks the API running on `dataDir` for a backup; rejects with its message when it cannot make one. */
export function requestBackup(dataDir: string): Promise<MadeBackup> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(controlSocketPath(dataDir));
    let received = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(REQUEST));
    connection.on('data', (chunk: string) => (received += chunk));
    connection.on('error', (error: NodeJS.ErrnoException) => reject(new Error(`cannot reach the running API through ${controlSocketPath(dataDir)} (${error.code ?? error.message})`)));
    connection.on('end', () => {
      try {
        const answer = JSON.parse(received) as Answer;
        if ('backup' in answer) resolve(answer.backup);
        else reject(new Error(answer.error));
      } catch {
        reject(new Error('the running API gave no answer to the backup request'));
      }
    });
  });
}
