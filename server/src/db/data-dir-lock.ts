import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE_NAME = 'studyhub.lock';

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Two processes on one PGlite directory corrupt it (TOOLCHAIN), so a server holds this lock for
 * as long as the database is open. A lock left by a process that no longer runs is taken over.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE_NAME);
  // Two attempts: the second follows the removal of a stale lock; losing that race to another
  // starting server then reports that server as the holder.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(String(process.pid));
      } finally {
        await handle.close();
      }
      return { release: once(() => releaseIfOurs(file)) };
    } catch (error) {
      if (!isErrnoException(error) || error.code !== 'EEXIST') throw error;
      const holder = await readHolder(file);
      if (holder !== undefined && isRunning(holder)) {
        throw new Error(`another StudyHub server is using ${dir} (pid ${holder})`, { cause: error });
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}: ${file} keeps reappearing`);
}

async function readHolder(file: string): Promise<number | undefined> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  // An empty or garbled file means its writer died before writing the pid: treat as stale.
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
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

async function releaseIfOurs(file: string): Promise<void> {
  // Never delete a lock another server took over after ours was judged stale.
  if ((await readHolder(file)) === process.pid) await rm(file, { force: true });
}

function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= action());
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
