// The real server process: one per PGlite directory, and a clean exit on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../src/db/data-dir-lock.ts';
import { makeTempDir, removeDir, TEST_DRIVER } from '../helpers/test-app.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

function startServer(dataDir: string): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_MODE: 'false', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(TEST_DRIVER !== 'pglite')('server process on PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeTempDir();
  });
  afterAll(() => removeDir(dataDir));

  it('serves, refuses a second process on the same directory, and exits cleanly on SIGTERM', async () => {
    const first = startServer(dataDir);
    await waitFor(() => /listening on (http:\/\/\S+)/.test(first.output()), 'the first server to listen');
    const url = /listening on (http:\/\/\S+)/.exec(first.output())![1]!;
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const second = startServer(dataDir);
    expect(await second.exit).toBe(1);
    expect(second.output()).toMatch(/another StudyHub server is using .* \(pid \d+\)/);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    // The lock is free once the process has gone, whatever it left on disk.
    await (await acquireDataDirLock(dataDir)).release();
  });

  it('refuses to start on a DATA_DIR that group or others may write, and says how to fix it', async () => {
    const open = path.join(dataDir, 'world-writable');
    await mkdir(open);
    await chmod(open, 0o777);
    const server = startServer(open);
    try {
      // Bounded, so a server that does start is stopped rather than left behind.
      expect(await Promise.race([server.exit, sleep(20_000, 'still running', { ref: false })])).toBe(1);
      expect(server.output()).toContain(`DATA_DIR ${open} is writable by group or others (mode 0777): run chmod 700 ${open}`);
      expect(await readdir(open)).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
