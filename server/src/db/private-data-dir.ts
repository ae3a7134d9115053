import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const GROUP_OTHER = 0o077;
const GROUP_OTHER_WRITE = 0o022;

/**
 * DATA_DIR holds the whole database (password hashes, sessions), so, as PostgreSQL does with its
 * data directory, only its owner may enter it. Creates it 0700. Refuses one that another user owns
 * or that others may write: they could have replaced files in it, which no chmod undoes. Tightens
 * the 0755 directory and 0666 files that older versions left.
 */
export async function preparePrivateDataDir(dir: string): Promise<void> {
  // mkdir's mode is masked by the umask, and a recursive mkdir may find the directory made.
  if ((await mkdir(dir, { recursive: true, mode: 0o700 })) !== undefined) await chmod(dir, 0o700);
  const info = await stat(dir);
  if (!info.isDirectory()) throw new Error(`DATA_DIR ${dir} is not a directory`);
  const uid = process.getuid?.();
  if (uid !== undefined && info.uid !== uid) {
    throw new Error(`DATA_DIR ${dir} is owned by uid ${info.uid}, not by uid ${uid} that runs StudyHub: run StudyHub as its owner, or run chown -R ${uid} ${quote(dir)}`);
  }
  const mode = info.mode & 0o7777;
  if (mode & GROUP_OTHER_WRITE) {
    throw new Error(`DATA_DIR ${dir} is writable by group or others (mode ${mode.toString(8).padStart(4, '0')}): run chmod 700 ${quote(dir)}`);
  }
  if (mode & GROUP_OTHER) {
    await chmod(dir, mode & ~GROUP_OTHER);
    await removeGroupOtherAccess(dir);
  }
}

/** Removes group and other bits from everything below `dir`. */
export async function removeGroupOtherAccess(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      // chmod follows a symbolic link, and what it points to is not the data directory's.
      if (entry.isSymbolicLink()) return;
      const child = path.join(dir, entry.name);
      const { mode } = await lstat(child);
      if (mode & GROUP_OTHER) await chmod(child, mode & 0o7777 & ~GROUP_OTHER);
      if (entry.isDirectory()) await removeGroupOtherAccess(child);
    }),
  );
}

/**
 * Makes the files this process creates from now on private to their owner (PGlite asks for 0666
 * and 0777 and gets them less the umask). False in a worker thread, which cannot set the umask.
 */
export function restrictUmask(): boolean {
  try {
    const previous = process.umask(GROUP_OTHER);
    // Keep any owner bits a stricter umask had.
    if ((previous | GROUP_OTHER) !== GROUP_OTHER) process.umask(previous | GROUP_OTHER);
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_UNSUPPORTED_OPERATION') return false;
    throw error;
  }
}

/** The path as a shell word, so the suggested command can be pasted. */
function quote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
