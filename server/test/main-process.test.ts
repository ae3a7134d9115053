// The real server process: one per PGlite directory, and a clean exit on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock.ts';
import { makeTempDir, removeDir, TEST_DRIVER } from './helpers/test-app.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

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
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
