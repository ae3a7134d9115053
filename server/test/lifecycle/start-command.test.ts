// The production command of docs/deploying.md (`npm start -w server`) must let a request in flight finish
// when the service manager stops it: SIGTERM to the whole process group, as systemd does.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stallingClient } from '../helpers/stalling-client.ts';
import { makeTempDir, TEST_DRIVER } from '../helpers/test-app.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const LISTENING = /listening on http:\/\/127\.0\.0\.1:(\d+)/;
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

describe('npm start -w server', () => {
  it('answers a request still arriving when SIGTERM comes, then exits', { timeout: 60_000 }, async () => {
    const dataDir = await makeTempDir();
    const child = spawn('npm', ['run', '--silent', 'start'], {
      cwd: SERVER_DIR,
      detached: true,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: TEST_DRIVER === 'postgres' ? process.env.DATABASE_URL! : '', DEMO_MODE: 'false', NODE_ENV: 'test', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    cleanup.push(async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        const match = LISTENING.exec(output);
        if (match) resolve(Number(match[1]));
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      void exited.then((code) => reject(new Error(`exited (${code}) before listening:\n${output}`)));
    });

    // A login whose body arrives in two parts, two seconds apart; SIGTERM lands in between.
    const body = JSON.stringify({ email: 'nobody@example.edu', password: 'not-the-password' });
    const head = `POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answered = stallingClient(port, [head + body.slice(0, 10)], { rest: body.slice(10), afterMs: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(-child.pid!, 'SIGTERM');

    const { answer } = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"success":false');
    await exited;
  });
});
