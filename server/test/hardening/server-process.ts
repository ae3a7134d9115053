import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { makeTestDataDir, TEST_DRIVER } from '../helpers/test-app.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const LISTENING = /listening on (http:\/\/\S+)/;

export const CRASH_ADMIN = { email: 'hardening@test.example.edu', password: 'hardening-admin-password' } as const;

/** Where a real server keeps its data: a PGlite directory, or (databaseUrl set) a PostgreSQL database. */
export interface Storage {
  dataDir: string;
  databaseUrl: string | undefined;
}

/**
 * The store for a suite on the current test driver: the file's own PostgreSQL database
 * (test/setup/postgres-database.ts), or a fresh PGlite directory that `cleanup` will remove.
 */
export async function storageForDriver(cleanup: string[]): Promise<Storage> {
  if (TEST_DRIVER === 'postgres') return { dataDir: '', databaseUrl: process.env.DATABASE_URL! };
  const dataDir = await makeTestDataDir();
  cleanup.push(dataDir);
  return { dataDir, databaseUrl: undefined };
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Resolves with the base URL once the server listens; rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * The real API process, as `npm start` runs it (`node --import tsx src/main.ts`), on a port of its
 * own choosing, with the hardening admin and with `env` on top.
 */
export function spawnServer(storage: Storage, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? '',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      // The suites that read the log parse pino's records.
      LOG_FORMAT: 'json',
      ADMIN_EMAIL: CRASH_ADMIN.email,
      ADMIN_PASSWORD: CRASH_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = LISTENING.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  listening.catch(() => undefined);
  if (child.pid === undefined) throw new Error('could not spawn the server');
  running.add(child);
  void exited.then(() => running.delete(child));
  return { child, pid: child.pid, listening, exited, output: () => output };
}

const running = new Set<ChildProcess>();

/** Ends every server this file started that still runs (a failed or timed-out test leaves none behind). */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** SIGKILL, and wait until the process is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** Logs in as the hardening admin; returns the session token. */
export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CRASH_ADMIN),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`login failed: ${response.status} ${body.message}`);
  return body.token;
}

/** Rate limits high enough that only the behaviour under test decides the answers. */
export const NO_RATE_LIMITS = {
  COMMENT_LIMIT_PER_BROWSER: '1000000000',
  COMMENT_LIMIT_PER_ADDRESS: '1000000000',
  LOGIN_LIMIT_PER_IP: '1000000000',
  LOGIN_LIMIT_PER_ACCOUNT: '1000000000',
} as const;
