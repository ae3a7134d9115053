import { tryLock } from '../../src/db/file-lock.ts';
import { spawnSync } from 'node:child_process';
import { mkdir, open as openFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { acquireDataDirLock, LOCK_FILE_NAME } from '../../src/db/data-dir-lock.ts';
import { LockContender } from '../helpers/lock-contender-process.ts';
import { TEST_DRIVER, makeTempDir, removeDir } from '../helpers/test-app.ts';

const ROUNDS = 20;
const CONTENDERS = 4;

describe.skipIf(TEST_DRIVER !== 'pglite')('PGlite data directory lock', () => {
  let dir: string;
  let lockFile: string;
  const dirs: string[] = [];
  const open = () => openDatabase({ dataDir: dir, databaseUrl: undefined });
  const freshDir = async () => {
    const fresh = await makeTempDir();
    dirs.push(fresh);
    return fresh;
  };
  // A child that has already exited: its pid is certainly not running any more.
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  beforeAll(async () => {
    dir = await freshDir();
    lockFile = path.join(dir, LOCK_FILE_NAME);
  });
  afterAll(() => Promise.all(dirs.map(removeDir)));

  it('refuses a second open of the same directory while the first is open', async () => {
    const first = await open();
    try {
      expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
      await expect(open()).rejects.toThrow(`another StudyHub server is using ${dir} (pid ${process.pid})`);
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    // Closed means free, whatever is left on disk.
    await (await acquireDataDirLock(dir)).release();
  });

  it('takes over a lock left by a process that has exited', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(lockFile, String(deadPid()));

    const database = await open();
    try {
      expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
    await (await acquireDataDirLock(dir)).release();
  });

  it('starts on a lock file that names its own pid, or pid 1, when nobody holds the lock (a restarted container)', async () => {
    const restarted = await freshDir();
    for (const pid of [process.pid, 1]) {
      await writeFile(path.join(restarted, LOCK_FILE_NAME), String(pid));
      const lock = await acquireDataDirLock(restarted);
      expect((await readFile(path.join(restarted, LOCK_FILE_NAME), 'utf8')).trim()).toBe(String(process.pid));
      await lock.release();
    }
  });

  it('starts on an empty lock file, and still refuses a second start', async () => {
    const empty = await freshDir();
    await writeFile(path.join(empty, LOCK_FILE_NAME), '');
    const lock = await acquireDataDirLock(empty);
    try {
      await expect(acquireDataDirLock(empty)).rejects.toThrow(`another StudyHub server is using ${empty} (pid ${process.pid})`);
    } finally {
      await lock.release();
    }
  });

  it('refuses a start while the lock is held, even when the holder has not written its pid yet', async () => {
    const unwritten = await freshDir();
    const handle = await openFile(path.join(unwritten, LOCK_FILE_NAME), 'a+');
    try {
      expect(tryLock(handle.fd)).toBe(true);
      await expect(acquireDataDirLock(unwritten)).rejects.toThrow(`another StudyHub server is using ${unwritten} (pid unknown)`);
    } finally {
      await handle.close();
    }
    await (await acquireDataDirLock(unwritten)).release();
  });

  describe('between processes', () => {
    const contenders: LockContender[] = [];
    beforeAll(async () => {
      for (let i = 0; i < CONTENDERS; i++) contenders.push(new LockContender());
      await Promise.all(contenders.map((contender) => contender.ready()));
    });
    afterAll(() => Promise.all(contenders.map((contender) => contender.stop())));

    it.each([
      ['the pid of a server that has exited', () => String(deadPid())],
      ['nothing (an empty file)', () => ''],
    ])(`lets exactly one of ${CONTENDERS} processes starting together in on a leftover lock file holding %s, in each of ${ROUNDS} rounds`, async (_, makeLeftover) => {
      const leftover = makeLeftover();
      for (let round = 0; round < ROUNDS; round++) {
        const raced = await freshDir();
        await writeFile(path.join(raced, LOCK_FILE_NAME), leftover);
        const answers = await Promise.all(contenders.map((contender) => contender.send(`acquire ${raced}`)));
        try {
          const winners = answers.filter((answer) => answer.acquired);
          expect(winners, `round ${round}: ${JSON.stringify(answers)}`).toHaveLength(1);
          const refused = answers.filter((answer) => !answer.acquired).map((answer) => answer.message);
          expect(refused).toEqual(Array(CONTENDERS - 1).fill(`another StudyHub server is using ${raced} (pid ${winners[0]!.pid})`));
        } finally {
          await Promise.all(contenders.map((contender) => contender.send('release')));
        }
      }
    });

    it('never lets two processes in while they take and release the lock over and over', async () => {
      const churned = await freshDir();
      const answers = await Promise.all(contenders.map((contender) => contender.send(`churn 100 ${churned}`)));
      expect(answers.map(({ held, overlaps }) => ({ held, overlaps }))).toEqual(Array(CONTENDERS).fill({ held: 100, overlaps: 0 }));
    });

    it('frees the lock at once when its holder is killed with SIGKILL', async () => {
      const killed = await freshDir();
      const holder = new LockContender();
      try {
        expect(await holder.send(`acquire ${killed}`)).toMatchObject({ acquired: true });
        await expect(acquireDataDirLock(killed)).rejects.toThrow(`another StudyHub server is using ${killed} (pid ${holder.child.pid})`);
        await holder.kill('SIGKILL');
        const lock = await acquireDataDirLock(killed);
        expect((await readFile(path.join(killed, LOCK_FILE_NAME), 'utf8')).trim()).toBe(String(process.pid));
        await lock.release();
      } finally {
        await holder.stop();
      }
    });
  });
});
