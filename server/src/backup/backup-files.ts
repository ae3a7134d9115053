import { BACKUP_FILE_PATTERN, type BackupFile } from '@studyhub/shared-api/contract';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const NAME = new RegExp(BACKUP_FILE_PATTERN);
const STAMP = /^studyhub-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(?:-(\d{1,3}))?Z\.tar\.gz$/;

/** Whether `name` is a backup's file name: nothing else in the directory is listed, served or deleted. */
export const isBackupName = (name: string): boolean => NAME.test(name);

/** When the backup was made, from its name (UTC, whole seconds), and its same-second counter. */
function stampOf(name: string): { at: Date; n: number } {
  const [, y, mo, d, h, mi, s, n] = STAMP.exec(name)!;
  return { at: new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!)), n: n === undefined ? 0 : +n };
}

/**
 * Newest first. The time comes from the name, which the backup wrote, not from the file's mtime,
 * which a copy or restore of the directory changes; `-<n>` orders two made in the same second.
 */
function newestFirst(a: string, b: string): number {
  const [x, y] = [stampOf(a), stampOf(b)];
  return y.at.getTime() - x.at.getTime() || y.n - x.n;
}

/** A backup as the list shows it: its time from its name, so "Back up now" answers the row the list will show. */
export const backupFile = (name: string, bytes: number): BackupFile => ({ name, bytes, createdAt: stampOf(name).at.toISOString() });

/** The backup files in `dir`, newest first; none when the directory does not exist yet. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: BackupFile[] = [];
  for (const name of names.filter(isBackupName).sort(newestFirst)) {
    // A file pruned by another instance between the listing and its stat is simply not listed.
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isFile()) files.push(backupFile(name, info.size));
  }
  return files;
}

/** The path of the backup `name` in `dir` if it is a backup's name and the file exists. */
export async function backupPath(dir: string, name: string): Promise<{ file: string; bytes: number } | undefined> {
  // The name pattern has no separator or dot-dot, so the path cannot leave `dir`.
  if (!isBackupName(name)) return undefined;
  const file = path.join(dir, name);
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { file, bytes: info.size } : undefined;
}

/** Deletes all but the newest `keep` backups in `dir` (other files, such as a `.partial` being written, are left); returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep).map((backup) => backup.name);
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
