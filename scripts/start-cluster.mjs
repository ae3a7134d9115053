// `npm run start:cluster`: the production topology on one machine (docs/deploying.md): checks for
// nginx, PostgreSQL and Redis, builds the apps if stale, publishes them as releases (RELEASES_DIR),
// then N API instances on DATABASE_URL + REDIS_URL behind nginx, with each app's host. Any failure
// stops whatever had started.
import path from 'node:path';
import pg from 'pg';
import { standaloneLines } from './apps.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { missingPrerequisites, withoutCredentials } from './cluster-prerequisites.mjs';
import { startCluster } from './cluster.mjs';
import { APP_PORTS } from './ports.mjs';
import { exitWhenStopped, firstLine, outputSettled } from './processes.mjs';
import { releasesDirFor, ROOT } from './stack.mjs';

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

let cluster;
const { exit, stopping } = exitWhenStopped(async () => cluster?.stop());

try {
  const usesDefaultDatabase = !process.env.DATABASE_URL;
  const missing = await missingPrerequisites({ postgresUrl: usesDefaultDatabase ? serverUrl(DEFAULT_DATABASE_URL) : apiEnv.DATABASE_URL, redisUrl: apiEnv.REDIS_URL });
  if (missing.length > 0) {
    console.error(`[start:cluster] cannot start; missing:\n${missing.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  buildIfStale(Object.keys(APP_PORTS));
  if (usesDefaultDatabase) await createDatabaseIfMissing(DEFAULT_DATABASE_URL);
  cluster = await startCluster({ instances, sitePort, apiEnv, runDir: path.join(ROOT, '.cluster'), releasesDir: releasesDirFor(process.env) });
} catch (error) {
  console.error(`[start:cluster] ${firstLine(error)}`);
  process.exit(1);
}
await outputSettled([...cluster.instancePorts.map((_, index) => cluster.instance(index)), cluster.nginx]);
const ports = cluster.appPorts;
console.log(`
StudyHub cluster is running (${instances} API instances behind nginx):
  Site and API       ${cluster.url}   (/api/ balanced over ${cluster.instancePorts.join(', ')})
${standaloneLines((app) => `http://localhost:${ports[app.name]}`, { notes: false })}
  Database           ${withoutCredentials(apiEnv.DATABASE_URL)}
  Redis              ${withoutCredentials(apiEnv.REDIS_URL)}
Press Ctrl+C to stop.
`);

// Without nginx nothing is served: stop the rest rather than leave instances no one reaches.
cluster.nginx.exited.then(({ code, signal }) => {
  if (stopping()) return;
  console.error(`[start:cluster] nginx stopped (${code ?? signal}); stopping the cluster.`);
  void exit(1);
});

/** The same server's `postgres` database, which always exists. */
function serverUrl(url) {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.href;
}

async function createDatabaseIfMissing(url) {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: serverUrl(url) });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
