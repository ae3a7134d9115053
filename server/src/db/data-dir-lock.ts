import { tryLock, unlock } from './file-lock.ts';
import { constants, ftruncateSync, writeSync } from 'node:fs';
import { type FileHandle, lstat, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCK_FILE_NAME = 'studyhub.lock';

/** The directory is held by another open database (a running API): its holder's pid when known. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dir: string,
    readonly holder: number | undefined,
  ) {
    super(`another StudyHub server is using ${dir} (${holder === undefined ? 'pid unknown' : `pid ${holder}`})`);
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

// A FileHandle that is garbage-collected closes its fd, and that drops the lock: every held
// lock stays referenced here until it is released, whatever the caller keeps.
const held = new Set<FileHandle>();

// Only a holder about to release unlinks the file, so a retry is rare; the bound stops a loop
// against something else that keeps replacing the file.
const MAX_ATTEMPTS = 10;

/**
 * Two processes on one PGlite directory corrupt it (docs/toolchain.md#pglite), so a server holds this lock for
 * as long as the database is open. The kernel holds it for the open file (an OFD lock on Linux,
 * flock on macOS) and drops it when the file is closed or the process dies in any way, so no lock
 * is ever judged stale: the file on disk and the pid in it mean nothing to the next server.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const handle = await open(file, constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW, 0o600);
    try {
      if (!lockExclusively(handle.fd, file)) {
        throw new DataDirBusyError(dir, await readHolder(handle));
      }
      writePid(handle.fd);
      // A holder unlinks the file before it unlocks (release): a lock won on that unlinked file
      // guards nothing, while the next server locks the new one.
      if (!(await isStillAt(handle, file))) continue;
      held.add(handle);
      return { release: once(() => release(handle, file)) };
    } finally {
      // Closing also unlocks.
      if (!held.has(handle)) await handle.close();
    }
  }
  throw new Error(`could not lock ${dir}: ${file} keeps being replaced`);
}

function lockExclusively(fd: number, file: string): boolean {
  try {
    return tryLock(fd);
  } catch (error) {
    // POSIX lets a conflict answer EACCES as well as EAGAIN (which tryLock maps to false).
    if (isErrnoException(error) && error.code === 'EACCES') return false;
    throw new Error(`could not lock ${file}: the file system of DATA_DIR must support file locks`, { cause: error });
  }
}

function writePid(fd: number): void {
  // Synchronous and right after the lock, so a refused server reads the new pid, not the last
  // holder's; the new first line is complete before the truncate cuts what followed it.
  const text = `${process.pid}\n`;
  writeSync(fd, text, 0);
  ftruncateSync(fd, Buffer.byteLength(text));
}

/** The holder's pid for the message, best effort: a holder that has just locked may not have written it yet. */
async function readHolder(handle: FileHandle): Promise<number | undefined> {
  let pid: number | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await sleep(20);
    const buffer = Buffer.alloc(32);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const parsed = Number(buffer.toString('utf8', 0, bytesRead).split('\n', 1)[0]!.trim());
    pid = Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
    // A pid that does not run is the previous holder's (or from another pid namespace): reread a
    // few times, then report it anyway.
    if (pid !== undefined && isRunning(pid)) return pid;
  }
  return pid;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrnoException(error) && error.code === 'EPERM';
  }
}

async function isStillAt(handle: FileHandle, file: string): Promise<boolean> {
  const [ours, current] = await Promise.all([handle.stat(), lstat(file).catch(() => undefined)]);
  return current !== undefined && current.ino === ours.ino && current.dev === ours.dev;
}

async function release(handle: FileHandle, file: string): Promise<void> {
  try {
    // Unlinked while still locked: see acquireDataDirLock. A file left behind is harmless.
    if (await isStillAt(handle, file)) await unlink(file).catch(() => undefined);
    unlock(handle.fd);
  } finally {
    held.delete(handle);
    await handle.close();
  }
}

function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= action());
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
