import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The file a version folder holds beside the build's own files: not part of the content, so not of the version. */
export const RELEASE_FILE = 'release.json';

export interface BuildContent {
  /** The first 12 hex digits of SHA-256 over the files (release-version.ts#contentVersion). */
  version: string;
  files: number;
  bytes: number;
}

/** Every file under `root`, by its relative path with `/` separators, sorted by code unit (not by locale: the same order everywhere). */
export async function buildFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== RELEASE_FILE);
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A build's version: SHA-256 over, for each file in `buildFiles` order, its relative path, a NUL and
 * its bytes; the first 12 hex digits. Equal content, equal version, wherever and whenever it was
 * built; any byte or name changed, another version. A top-level release.json is left out.
 */
export async function contentVersion(root: string): Promise<BuildContent> {
  const hash = createHash('sha256');
  let bytes = 0;
  const files = await buildFiles(root);
  for (const file of files) {
    const content = await readFile(path.join(root, file));
    hash.update(file, 'utf8').update(Buffer.of(0)).update(content);
    bytes += content.length;
  }
  return { version: hash.digest('hex').slice(0, 12), files: files.length, bytes };
}
