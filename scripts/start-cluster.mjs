// `npm run start:cluster`: the production topology on one machine (docs/deploying.md): builds the
// apps if stale, then N API instances on DATABASE_URL + REDIS_URL behind nginx, with the apps.
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { startCluster } from './cluster.mjs';
import { APP_PORTS } from './ports.mjs';
import { ROOT } from './stack.mjs';

const sitePort = Number(process.env.CLUSTER_PORT ?? 8080);
const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
const apiEnv = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/studyhub',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
if (!Number.isInteger(instances) || instances < 1) {
  console.error('CLUSTER_INSTANCES must be a whole number of at least 1');
  process.exit(2);
}

buildIfStale(Object.keys(APP_PORTS));
let cluster;
try {
  cluster = await startCluster({ instances, sitePort, apiEnv, runDir: path.join(ROOT, '.cluster') });
} catch (error) {
  console.error(`[start:cluster] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const ports = cluster.appPorts;
console.log(`
StudyHub cluster is running (${instances} API instances behind nginx):
  Site and API       ${cluster.url}   (/api/ balanced over ${cluster.instancePorts.join(', ')})
  remote-public      http://localhost:${ports['remote-public']}
  remote-resources   http://localhost:${ports['remote-resources']}
  remote-admin       http://localhost:${ports['remote-admin']}/admin
  Database           ${apiEnv.DATABASE_URL.replace(/\/\/[^@/]*@/, '//…@')}
  Redis              ${apiEnv.REDIS_URL.replace(/\/\/[^@/]*@/, '//…@')}
Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
}
