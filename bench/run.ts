// `npm run bench`: the federated site against the same pages as one bundle, the API against its
// own ceiling, the API behind nginx at 1, 2 and 3 instances, Lighthouse's mobile profile on
// each public page, and what rendering a post's body costs at save. Prints tables and budget checks,
// writes JSON to bench/results/. See bench/README.md and docs/performance.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { blogPath } from '../shared-api/src/catalog/page-paths.ts';
import { APP_NAMES } from '../scripts/apps.mjs';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { portsFrom } from '../scripts/ports.mjs';
import { assertPortsFree, waitForHttp } from '../scripts/processes.mjs';
import { originOf, ROOT, startApi, startStack, startStaticApp } from '../scripts/stack.mjs';
import { measureApi, type ApiFigures } from './api.ts';
import { clusterPorts, measureCluster } from './cluster.ts';
import { clusterBudgets, printCluster } from './cluster-report.ts';
import { measureLighthouse, type LighthousePage } from './lighthouse.ts';
import { lighthouseRoutes } from './lighthouse-pages.ts';
import { lighthouseBudgets, printLighthouse } from './lighthouse-report.ts';
import { measureMemory, type MemoryFigures } from './memory.ts';
import { memoryBudgets, printMemory } from './memory-report.ts';
import { measurePageHeads, pageHeadBudgets, printPageHeads } from './page-heads.ts';
import { measureRender, printRender, renderBudgets } from './render.ts';
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './bench-data.ts';
import { apiBudgets, type BudgetCheck, frontendBudgets } from './budgets.ts';
import { measureFrontend, type FrontendResult } from './frontend.ts';
import { printApi, printBudgets, printFrontend } from './report.ts';
import { measureScale, scalePorts } from './scale.ts';
import { printScale, scaleBudgets } from './scale-budgets.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '100' },
    blogs: { type: 'string', default: '50,1000' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    scale: { type: 'string', default: '100000' },
    'home-drivers': { type: 'string', default: 'pglite,postgres' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'memory-posts': { type: 'string', default: '10000' },
    only: { type: 'string' },
  },
});
const BASE = Number(process.env.BENCH_PORT_BASE ?? 4900);
const PORTS: { api: number; single: number; [app: string]: number } = { api: portsFrom(BASE).api, ...portsFrom(BASE).apps, single: BASE + 80 };
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(`  ${line}`);

// Clear of the ports fetch and browsers refuse (6000 is X11's).
const SCALE_BASE = BASE + 120;
const CLUSTER_BASE = BASE + 200;
const HEADS_PORT = BASE + 230;
const MEMORY_PORT = BASE + 240;
// Chromium's DevTools port, for Lighthouse.
const LIGHTHOUSE_PORT = BASE + 90;
const runs = (part: string) => options.only === undefined || options.only === part;
const scale = Number(options.scale);
// Only the ports of the parts that run: one part's run needs nothing of the others' ranges.
const partPorts: Record<string, number[]> = {
  frontend: Object.values(PORTS),
  api: [PORTS.api],
  scale: scale > 0 ? scalePorts(SCALE_BASE) : [],
  cluster: clusterPorts(CLUSTER_BASE),
  heads: [HEADS_PORT],
  memory: [MEMORY_PORT],
  lighthouse: [PORTS.api, ...Object.values(portsFrom(BASE).apps), LIGHTHOUSE_PORT],
};
const portsInUse = Object.entries(partPorts).flatMap(([part, ports]) => (runs(part) ? ports : []));
await assertPortsFree([...new Set(portsInUse)], 'set BENCH_PORT_BASE');

async function frontend(): Promise<FrontendResult> {
  console.log('\nFront end: building what is stale, and the single bundle…');
  buildIfStale(APP_NAMES);
  execFileSync('npm', ['run', '--silent', 'build:single'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-bench-site-'));
  const { api, single: singlePort, ...appPorts } = PORTS;
  const origins = [...Object.values(appPorts), singlePort].map(originOf).join(',');
  const stack = await startStack({ apiPort: api, appPorts, apiEnv: { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_MODE: 'true', LOG_LEVEL: 'warn', CORS_ORIGINS: origins }, quiet: true });
  const single = startStaticApp({ app: 'bench/single-bundle', port: singlePort, runtimeConfig: { apiBaseUrl: stack.apiUrl, remotes: {} }, quiet: true });
  try {
    await waitForHttp(single, `${originOf(singlePort)}/runtime-config.json`);
    const listed = (await (await fetch(`${stack.apiUrl}/api/blog/all?view=summary`)).json()) as { blogs: { _id: string }[] };
    // One page of each remote: the listing, a post, a built-in page and the admin's login.
    const routes = ['/', blogPath(listed.blogs[0]?._id ?? ''), '/notes', '/admin'];
    console.log(`Loading ${routes.join(', ')} cold, ${options.runs} runs per profile, federated and single interleaved:`);
    return await measureFrontend({ federated: originOf(PORTS.shell), single: originOf(singlePort) }, routes, Number(options.runs), log);
  } finally {
    await single.stop();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The public pages and the login page, on the production build as `npm start` serves it. */
async function lighthouseRun(): Promise<LighthousePage[]> {
  console.log('\nLighthouse: building what is stale…');
  buildIfStale(['shell', 'remote-public', 'remote-resources', 'remote-admin']);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-bench-lighthouse-'));
  const { api, single: _single, ...appPorts } = PORTS;
  const stack = await startStack({ apiPort: api, appPorts, apiEnv: { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_MODE: 'true', LOG_LEVEL: 'warn' }, quiet: true });
  try {
    const listed = (await (await fetch(`${stack.apiUrl}/api/blog/all?view=summary`)).json()) as { blogs: { _id: string }[] };
    const routes = lighthouseRoutes(listed.blogs[0]?._id ?? '');
    console.log(`Lighthouse (mobile) on ${routes.length} pages, ${options['lighthouse-runs']} runs each, pages interleaved:`);
    return await measureLighthouse(originOf(PORTS.shell), routes, Number(options['lighthouse-runs']), LIGHTHOUSE_PORT, log);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function apiRun(driver: string, count: number): Promise<ApiFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-bench-api-'));
  let database: BenchDatabase | undefined;
  try {
    database = driver === 'postgres' ? await postgresDatabase(POSTGRES_URL, count) : await pgliteDatabase(dataDir, count);
    const server = startApi({ port: PORTS.api, env: { ...database.env, DEMO_MODE: 'false', LOG_LEVEL: 'warn', PUBLIC_API_URL: originOf(PORTS.api) }, quiet: true });
    try {
      await waitForHttp(server, `http://127.0.0.1:${PORTS.api}/api/health`);
      return await measureApi(`http://127.0.0.1:${PORTS.api}`, count, Number(options.seconds), Number(options.connections), server.child.pid);
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const checks: BudgetCheck[] = [];
const results: Record<string, unknown> = { date: new Date().toISOString(), options };

if (runs('frontend')) {
  const result = await frontend();
  results.frontend = result;
  printFrontend(result);
  checks.push(...frontendBudgets(result));
}
if (runs('api')) {
  const api: Record<string, ApiFigures> = {};
  for (const driver of options.drivers.split(',')) {
    for (const count of options.blogs.split(',').map(Number)) {
      const label = `${driver}, ${count} blogs`;
      console.log(`\nAPI on ${label}: ${options.seconds} s per route at ${options.connections} connections…`);
      api[label] = await apiRun(driver, count);
      printApi(label, api[label]);
      checks.push(...apiBudgets(label, api[label]));
    }
  }
  results.api = api;
}

if (runs('scale') && scale > 0) {
  const drivers = options.drivers.split(',');
  const scaleOptions = {
    scale,
    drivers,
    homeDrivers: options['home-drivers'].split(',').filter((driver) => drivers.includes(driver)),
    runs: Number(options.runs),
    seconds: Number(options.seconds),
    connections: Number(options.connections),
    postgresUrl: POSTGRES_URL,
    basePort: SCALE_BASE,
  };
  const scaled = await measureScale(scaleOptions, log);
  results.scale = scaled;
  for (const result of scaled) {
    printScale(result);
    checks.push(...scaleBudgets(result));
  }
}

if (runs('cluster')) {
  const blogs = Math.max(...options.blogs.split(',').map(Number));
  console.log(`\nCluster: 1, 2 and 3 API instances behind nginx on PostgreSQL (${blogs} blogs), ${options.seconds} s per route at ${options.connections} connections…`);
  const cluster = await measureCluster({ blogs, seconds: Number(options.seconds), connections: Number(options.connections), postgresUrl: POSTGRES_URL, basePort: CLUSTER_BASE }, log);
  results.cluster = cluster;
  printCluster(cluster);
  checks.push(...clusterBudgets(cluster));
}

if (runs('heads')) {
  console.log(`\nPage heads: a warm blog page against index.html, ${options.seconds} s each at ${options.connections} connections…`);
  const heads = await measurePageHeads({ seconds: Number(options.seconds), connections: Number(options.connections), port: HEADS_PORT });
  results.heads = heads;
  printPageHeads(heads);
  checks.push(...pageHeadBudgets(heads));
}

if (runs('memory')) {
  const posts = Number(options['memory-posts']);
  const memory: MemoryFigures[] = [];
  for (const driver of options.drivers.split(',')) {
    console.log(`\nMemory on ${driver}: ${posts} posts added through the API, then the whole-archive answers…`);
    memory.push(await measureMemory({ driver, posts, port: MEMORY_PORT, postgresUrl: POSTGRES_URL }, log));
  }
  results.memory = memory;
  printMemory(memory);
  checks.push(...memoryBudgets(memory));
}

if (runs('render')) {
  const renderRuns = Number(options.runs) * 4;
  console.log(`\nRender: a post with five code blocks and ten formulas, ${renderRuns} renders, then reads of it in a reading process…`);
  const render = await measureRender({ runs: renderRuns });
  results.render = render;
  printRender(render);
  checks.push(...renderBudgets(render));
}

if (runs('lighthouse')) {
  const pages = await lighthouseRun();
  results.lighthouse = pages;
  printLighthouse(pages);
  checks.push(...lighthouseBudgets(pages));
}

results.budgets = checks;
printBudgets(checks);
const dir = path.join(ROOT, 'bench', 'results');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nFigures written to ${path.relative(ROOT, file)}`);
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
