import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock.ts';
import { TEST_DRIVER, makeTempDir, removeDir } from './helpers/test-app.ts';

describe.skipIf(TEST_DRIVER !== 'pglite')('PGlite data directory lock', () => {
  let dir: string;
  let lockFile: string;
  const open = () => openDatabase({ dataDir: dir, databaseUrl: undefined });

  beforeAll(async () => {
    dir = await makeTempDir();
    lockFile = path.join(dir, LOCK_FILE_NAME);
  });
  afterAll(() => removeDir(dir));

  it('refuses a second open of the same directory while the first is open', async () => {
    const first = await open();
    try {
      expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
      await expect(open()).rejects.toThrow(`another StudyHub server is using ${dir} (pid ${process.pid})`);
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock left by a process that has exited', async () => {
    // A child that has already exited: its pid is certainly not running any more.
    const { pid: deadPid } = spawnSync(process.execPath, ['-e', '']);
    await mkdir(dir, { recursive: true });
    await writeFile(lockFile, String(deadPid));

    const database = await open();
    try {
      expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });
});
