// `npm run start:cluster`: the production topology on one machine (docs/deploying.md): builds the
// apps if stale, then N API instances on DATABASE_URL + REDIS_URL behind nginx, with the apps.
import path from 'node:path';
import pg from 'pg';
import { standaloneLines } from './apps.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { startCluster } from './cluster.mjs';
import { APP_PORTS } from './ports.mjs';
import { ROOT } from './stack.mjs';

const sitePort = Number(process.env.CLUSTER_PORT ?? 8080);
const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
// The local services' defaults; the default database is created on first use.
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/studyhub';
const apiEnv = {
  DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
if (!Number.isInteger(instances) || instances < 1) {
  console.error('CLUSTER_INSTANCES must be a whole number of at least 1');
  process.exit(2);
}

buildIfStale(Object.keys(APP_PORTS));
let cluster;
try {
  if (!process.env.DATABASE_URL) await createDatabaseIfMissing(DEFAULT_DATABASE_URL);
  cluster = await startCluster({ instances, sitePort, apiEnv, runDir: path.join(ROOT, '.cluster') });
} catch (error) {
  console.error(`[start:cluster] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const ports = cluster.appPorts;
console.log(`
StudyHub cluster is running (${instances} API instances behind nginx):
  Site and API       ${cluster.url}   (/api/ balanced over ${cluster.instancePorts.join(', ')})
${standaloneLines((app) => `http://localhost:${ports[app.name]}`, { notes: false })}
  Database           ${withoutCredentials(apiEnv.DATABASE_URL)}
  Redis              ${withoutCredentials(apiEnv.REDIS_URL)}
Press Ctrl+C to stop.
`);

let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
// Without nginx nothing is served: stop the rest rather than leave instances no one reaches.
cluster.nginx.exited.then(({ code, signal }) => {
  if (stopping) return;
  console.error(`[start:cluster] nginx stopped (${code ?? signal}); stopping the cluster.`);
  void stopAll(1);
});

async function createDatabaseIfMissing(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** A connection URL fit to print: its user and password, if any, left out. */
function withoutCredentials(url) {
  return url.replace(/\/\/[^@/]*@/, '//…@');
}
