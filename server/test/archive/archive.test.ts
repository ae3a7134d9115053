import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../src/archive/archive.ts';

const kind = { format: 'studyhub-test', formatVersion: 1 };
const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'studyhub-archive-'));

/** An archive of one 100 KB table file, and where it lies. */
async function sampleArchive(): Promise<string> {
  const source = await tempDir();
  await mkdir(path.join(source, 'tables'));
  await writeFile(path.join(source, 'tables/rows.jsonl'), `${'x'.repeat(100_000)}\n`);
  const file = path.join(await tempDir(), 'sample.tar.gz');
  await writeArchive(source, file, kind, { rows: 1 });
  return file;
}

describe('archives (backups and exports)', () => {
  it('reads back what it wrote, manifest included', async () => {
    const file = await sampleArchive();
    const into = await tempDir();
    const manifest = await readArchive(file, into, kind);
    expect(manifest.meta).toEqual({ rows: 1 });
    expect(Object.keys(manifest.files)).toEqual(['tables/rows.jsonl']);
    expect(await readFile(path.join(into, 'tables/rows.jsonl'), 'utf8')).toHaveLength(100_001);
  });

  it('refuses a truncated file', async () => {
    const file = await sampleArchive();
    const whole = await readFile(file);
    await writeFile(file, whole.subarray(0, whole.length - 40));
    await expect(readArchive(file, await tempDir(), kind)).rejects.toThrow(/sample\.tar\.gz is damaged or is not a StudyHub archive/);
  });

  it('refuses a file whose content was changed, naming it', async () => {
    const file = await sampleArchive();
    const tarBytes = gunzipSync(await readFile(file));
    tarBytes[tarBytes.indexOf(Buffer.from('xxxx'))] = 'y'.charCodeAt(0);
    await writeFile(file, gzipSync(tarBytes));
    await expect(readArchive(file, await tempDir(), kind)).rejects.toThrow('tables/rows.jsonl does not match its checksum');
  });

  it('refuses another kind of archive and a newer format', async () => {
    const file = await sampleArchive();
    await expect(readArchive(file, await tempDir(), { format: 'studyhub-other', formatVersion: 1 })).rejects.toThrow('is a studyhub-test file, not a studyhub-other file');
    await expect(readArchive(file, await tempDir(), { ...kind, formatVersion: 0 })).rejects.toThrow('written by a newer StudyHub');
  });

  it('refuses a file that is not an archive', async () => {
    const file = path.join(await tempDir(), 'notes.tar.gz');
    await writeFile(file, 'just some text');
    await expect(readArchive(file, await tempDir(), kind)).rejects.toThrow(/notes\.tar\.gz is damaged/);
  });
});
