import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

// One archive format for backups and exports (docs/decisions/0084): a gzip'd tar whose
// manifest.json lists every other file with its size and SHA-256, so a truncated or altered file
// is refused before anything is read from it. node-tar does the tar and gzip work.

export const MANIFEST_FILE = 'manifest.json';

/** `20250131T235959`: the UTC second in the names of backup and export files. */
export const archiveStamp = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, '');

/** What is wrong with an archive, worded for the person who gave it. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

export interface ArchiveFileFacts {
  bytes: number;
  sha256: string;
}

export interface ArchiveManifest<Meta = unknown> {
  format: string;
  formatVersion: number;
  createdAt: string;
  files: Record<string, ArchiveFileFacts>;
  meta: Meta;
}

export interface ArchiveKind {
  /** e.g. `studyhub-backup`; an archive of another kind is refused. */
  format: string;
  formatVersion: number;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, relative)));
    else if (entry.isFile() && relative !== MANIFEST_FILE) found.push(relative);
  }
  return found.sort();
}

async function factsOf(file: string): Promise<ArchiveFileFacts> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Packs every file under `dir`, with a manifest of their checksums, into `file`. The archive is
 * written beside it and renamed into place once synced: `file` is whole or absent, never half.
 */
export async function writeArchive<Meta>(dir: string, file: string, kind: ArchiveKind, meta: Meta, createdAt = new Date()): Promise<ArchiveManifest<Meta>> {
  const names = await listFiles(dir);
  const files: Record<string, ArchiveFileFacts> = {};
  for (const name of names) files[name] = await factsOf(path.join(dir, name));
  const manifest: ArchiveManifest<Meta> = { ...kind, createdAt: createdAt.toISOString(), files, meta };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  try {
    // The manifest first, so a reader meets it before the data it vouches for.
    await tar.create({ gzip: true, file: partial, cwd: dir, portable: true }, [MANIFEST_FILE, ...names]);
    await syncPath(partial);
    await rename(partial, file);
    await syncPath(path.dirname(file));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

const damaged = (file: string, why: string) => new ArchiveError(`${path.basename(file)} is damaged or is not a StudyHub archive (${why}). Nothing was restored.`);

/**
 * Unpacks `file` into the empty directory `dir` and checks every file against the manifest. Throws
 * an ArchiveError naming the first thing wrong: a truncated or corrupt file, another kind of
 * archive, a newer format, a missing, extra or altered file.
 */
export async function readArchive<Meta = unknown>(file: string, dir: string, kind: ArchiveKind): Promise<ArchiveManifest<Meta>> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new ArchiveError(`${file} is not a file.`);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  try {
    // strict: every warning (a bad header, a truncated body, a zlib error) is an error. Only plain
    // files and folders are taken: no links, devices or paths outside `dir`. Synchronous, so no
    // write is still under way when a refusal reaches the caller, who may remove `dir` at once.
    tar.extract({ file, cwd: dir, strict: true, sync: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
  } catch (error) {
    throw damaged(file, error instanceof Error ? error.message : String(error));
  }
  let manifest: ArchiveManifest<Meta>;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as ArchiveManifest<Meta>;
  } catch {
    throw damaged(file, 'no readable manifest.json');
  }
  if (manifest.format !== kind.format) throw new ArchiveError(`${path.basename(file)} is a ${String(manifest.format)} file, not a ${kind.format} file.`);
  if (typeof manifest.formatVersion !== 'number' || manifest.formatVersion > kind.formatVersion) {
    throw new ArchiveError(`${path.basename(file)} was written by a newer StudyHub (format ${String(manifest.formatVersion)}); update StudyHub first.`);
  }
  const listed = Object.keys(manifest.files ?? {}).sort();
  const present = await listFiles(dir);
  const extra = present.find((name) => !(name in manifest.files));
  if (extra) throw damaged(file, `${extra} is not in its manifest`);
  for (const name of listed) {
    const expected = manifest.files[name];
    const actual = present.includes(name) ? await factsOf(path.join(dir, name)) : undefined;
    if (!actual || !expected) throw damaged(file, `${name} is missing`);
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) throw damaged(file, `${name} does not match its checksum`);
  }
  return manifest;
}
