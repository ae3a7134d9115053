// `npm run start:cluster` without what it needs: one line per missing thing saying how to get it,
// and nothing left running, whether it stops before starting anything or after starting some of it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freePortBlock } from '../server/test/helpers/free-port.ts';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../server/test/helpers/shared-redis.ts';
import { startCommand, stillListening } from './command-runner.ts';

/** Every port a cluster on `base` with one instance listens on (scripts/cluster.mjs). */
const clusterPorts = (base: number) => [base, base + 1, base + 2, base + 3, base + 9, base + 10];
const startCluster = (env: Record<string, string>) => startCommand(['--import', 'tsx', 'scripts/start-cluster.mjs'], { CLUSTER_INSTANCES: '1', ...env });

it('checks nginx, PostgreSQL and Redis first, and says how to install each one missing', { timeout: 60_000 }, async () => {
  const base = await freePortBlock(11);
  const cluster = startCluster({
    CLUSTER_PORT: String(base),
    NGINX_PATH: '/nonexistent/sbin/nginx',
    DATABASE_URL: `postgres://studyhub:secret@127.0.0.1:${await freePort()}/studyhub`,
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
  });
  expect(await cluster.exited).toBe(1);
  expect(cluster.stderr().split('\n')).toEqual([
    '[start:cluster] cannot start; missing:',
    expect.stringMatching(/^ {2}nginx: NGINX_PATH=\/nonexistent\/sbin\/nginx is not an executable file\. Install it \(Debian: sudo apt-get install nginx\) or set NGINX_PATH/),
    expect.stringMatching(/^ {2}PostgreSQL: nothing answers at postgres:\/\/…@127\.0\.0\.1:\d+\/studyhub \(ECONNREFUSED\)\. Install and start it \(Debian: sudo apt-get install postgresql, .*\) or set DATABASE_URL\.$/),
    expect.stringMatching(/^ {2}Redis: nothing answers at redis:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. Install and start it \(Debian: sudo apt-get install redis-server, .*\) or set REDIS_URL\.$/),
    '',
  ]);
  expect(cluster.stdout()).not.toMatch(/running/);
  expect(await stillListening(clusterPorts(base))).toEqual([]);
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
describe.runIf(SERVICES)('with PostgreSQL and Redis', () => {
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
    const cluster = startCluster({ CLUSTER_PORT: String(base), NGINX_PATH: '/bin/false', DATABASE_URL: url.href, REDIS_URL: TEST_REDIS_URL });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toMatch(/\[api-1\] StudyHub API listening on/);
    expect(cluster.stderr().trimEnd().split('\n').at(-1)).toMatch(/^\[start:cluster\] nginx exited \(.*\) before http:\/\/localhost:\d+\/api\/health answered$/);
    expect(cluster.stdout()).not.toMatch(/is running/);
    expect(await stillListening(clusterPorts(base))).toEqual([]);
  });
});
