import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFiles, contentVersion } from './release-version.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

async function folder(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'studyhub-version-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

describe('a build\'s version', () => {
  it('is SHA-256 over each file by path (code-unit order), a NUL and its bytes, without release.json', async () => {
    const root = await folder({ 'b/c.js': 'C', 'a.js': 'A', 'B.js': 'upper', 'release.json': '{}' });
    expect(await buildFiles(root)).toEqual(['B.js', 'a.js', 'b/c.js']);
    const expected = createHash('sha256').update('B.js\0upper').update('a.js\0A').update('b/c.js\0C').digest('hex').slice(0, 12);
    expect(await contentVersion(root)).toEqual({ version: expected, files: 3, bytes: 7 });
  });

  it('changes with a byte or a name, not with release.json', async () => {
    const base = (await contentVersion(await folder({ 'index.html': 'x', 'assets/a.js': 'y' }))).version;
    await writeFile(path.join(dir, 'release.json'), '{"builtAt":"now"}');
    expect((await contentVersion(dir)).version).toBe(base);
    await writeFile(path.join(dir, 'assets/a.js'), 'z');
    expect((await contentVersion(dir)).version).not.toBe(base);
    await rm(dir, { recursive: true });
    expect((await contentVersion(await folder({ 'index.html': 'x', 'assets/b.js': 'y' }))).version).not.toBe(base);
  });
});
