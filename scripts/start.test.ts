// The start commands on the built apps, one after another in this file: the first to start
// builds them if they are stale, and two builds of one app at once would spoil each other.
// `npm start` as a user meets it: a port already taken, an outside origin added with CORS_ORIGINS,
// the built Storybook served, the banner last and one short line per request after it. `npm run start:cluster` failing after
// part of it started.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortBlock } from '../server/test/helpers/free-port.ts';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../server/test/helpers/shared-redis.ts';
import { clusterPorts, startClusterCommand, startCommand, stillListening } from './command-runner.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-start-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start`'s ports from one free block, and the environment that sets them. */
async function startPorts() {
  const base = await freePortBlock(6);
  const ports = { api: base, shell: base + 1, others: [base + 2, base + 3, base + 4], storybook: base + 5 };
  const env = {
    PORT: String(ports.api),
    SHELL_PORT: String(ports.shell),
    REMOTE_PUBLIC_PORT: String(base + 2),
    REMOTE_RESOURCES_PORT: String(base + 3),
    REMOTE_ADMIN_PORT: String(base + 4),
    STORYBOOK_PORT: String(ports.storybook),
    DATA_DIR: dataDir,
    RELEASES_DIR: path.join(dataDir, 'releases'),
    DATABASE_URL: '',
    REDIS_URL: '',
    // The default, whatever the environment running the tests says.
    LOG_FORMAT: '',
  };
  return { ports, all: [ports.api, ports.shell, ...ports.others, ports.storybook], env };
}

it('names a port in use in one line, reports nothing as running, leaves nothing running and fails', { timeout: 60_000 }, async () => {
  const { ports, all, env } = await startPorts();
  // Another server on the shell's port that answers every request, as a second `npm start` would.
  const other = createServer((_request, response) => response.end('{}')).listen(ports.shell, '127.0.0.1');
  await once(other, 'listening');
  try {
    const start = startCommand(['scripts/start.mjs'], env);
    expect(await start.exited).toBe(1);
    expect(start.stderr()).toBe(`[start] Port ${ports.shell} (shell, SHELL_PORT) is in use: stop what listens there, or set SHELL_PORT to a free port.\n`);
    expect(start.stdout()).not.toMatch(/running/);
    expect(await stillListening(all.filter((port) => port !== ports.shell))).toEqual([]);
  } finally {
    other.close();
  }
});

it('allows the origins CORS_ORIGINS adds besides the apps, prints the banner last and one line per request', { timeout: 240_000 }, async () => {
  const { ports, all, env } = await startPorts();
  const portal = 'https://portal.example.edu';
  const start = startCommand(['scripts/start.mjs'], { ...env, CORS_ORIGINS: `${portal}, http://localhost:8100` });
  await start.waitFor(/Press Ctrl\+C to stop\.\n/, 200_000);
  // Every part's start-up output came before the banner, and nothing after it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(start.output().trimEnd()).toMatch(/StudyHub is running:\n[^[]*Press Ctrl\+C to stop\.$/);

  const allowed = async (origin: string) =>
    (await fetch(`http://127.0.0.1:${ports.api}/api/blog/all`, { headers: { origin } })).headers.get('access-control-allow-origin');
  expect(await allowed(portal)).toBe(portal);
  expect(await allowed('http://localhost:8100')).toBe('http://localhost:8100');
  expect(await allowed(`http://localhost:${ports.shell}`)).toBe(`http://localhost:${ports.shell}`);
  expect(await allowed(`http://127.0.0.1:${ports.others[2]}`)).toBe(`http://127.0.0.1:${ports.others[2]}`);
  expect(await allowed('https://elsewhere.example.org')).toBeNull();

  // The built Storybook, for designers, with its address in the banner.
  expect(start.stdout()).toContain(`Storybook          http://localhost:${ports.storybook}`);
  const index = (await (await fetch(`http://127.0.0.1:${ports.storybook}/index.json`)).json()) as { entries: Record<string, { type: string }> };
  expect(Object.values(index.entries).filter((entry) => entry.type === 'story').length).toBeGreaterThan(100);

  await start.waitFor(/\[api\] GET \/api\/blog\/all 200 \d+ ms\n(.*\n){4}/);
  const afterBanner = start.output().split('Press Ctrl+C to stop.\n')[1]!;
  expect(afterBanner.trim().split('\n')).toEqual(Array.from({ length: 5 }, () => expect.stringMatching(/^\[api\] GET \/api\/blog\/all 200 \d+ ms$/)));

  start.signal('SIGTERM');
  expect(await start.exited).toBe(0);
  expect(await stillListening(all)).toEqual([]);
});

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

// With PostgreSQL and Redis there, the instances start before nginx is found not to run. Skipped
// where they are missing, except in CI (`.ci/run` provides both).
const SERVICES = process.env.CI === 'true' || (REDIS_AVAILABLE && (await postgresAnswers()));
describe.runIf(SERVICES)('npm run start:cluster with PostgreSQL and Redis', () => {
  const database = `studyhub_tools_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  beforeAll(() => admin(`CREATE DATABASE "${database}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));

  it('stops everything it started when a part fails after the start', { timeout: 240_000 }, async () => {
    const base = await freePortBlock(11);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    // An nginx that exits at once: found, started, and never answers.
    const cluster = startClusterCommand({ CLUSTER_PORT: String(base), NGINX_PATH: '/bin/false', DATABASE_URL: url.href, REDIS_URL: TEST_REDIS_URL, RELEASES_DIR: path.join(dataDir, 'cluster-releases') });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toMatch(/\[api-1\] StudyHub API listening on/);
    expect(cluster.stderr().trimEnd().split('\n').at(-1)).toMatch(/^\[start:cluster\] nginx exited \(.*\) before http:\/\/localhost:\d+\/api\/health answered$/);
    expect(cluster.stdout()).not.toMatch(/is running/);
    expect(await stillListening(clusterPorts(base))).toEqual([]);
  });
});
