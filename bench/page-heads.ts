// The blog page's head costs how much throughput? `node --import tsx bench/page-heads.ts`.
// A warm blog page (its head in the host's cache) against the plain index.html, 100 connections,
// the shell's host in its own process as `npm start` runs it (docs/decisions/0038: budget ≥ 0.5×).
import autocannon from 'autocannon';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run, waitForHttp } from '../scripts/processes.mjs';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { blogs } from '../server/src/db/schema.ts';
import { freePort } from '../server/test/helpers/free-port.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = 100;

const dir = await mkdtemp(path.join(os.tmpdir(), 'page-heads-bench-'));
const dist = path.join(dir, 'dist');
await mkdir(dist);
// The shell's own index.html: its head is what the host rewrites.
const ROOT = path.resolve(import.meta.dirname, '..');
await copyFile(path.join(ROOT, 'shell', 'index.html'), path.join(dist, 'index.html'));
const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), DEMO_MODE: 'false', LOG_LEVEL: 'silent', PUBLIC_API_URL: 'http://api.bench' });
const database = await openDatabase(config);
const [row] = await database.db
  .insert(blogs)
  .values({ title: 'Graph algorithms', subTitle: 'BFS, DFS and friends', description: '<p>Body</p>', image: 'https://cdn.example.org/cover.webp', category: 'CSE', isPublished: true })
  .returning({ id: blogs.id });
const api = await buildApp({ config, database });
const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });

const HOST_PORT = await freePort();
const runtimeConfig = { apiBaseUrl: 'http://api.bench', remotes: {}, siteUrl: 'http://site.bench' };
const args = ['--import', 'tsx', 'server/src/serve-app.ts', dist, String(HOST_PORT), JSON.stringify(runtimeConfig), '--page-heads'];
const host = run('shell', process.execPath, args, { cwd: ROOT, env: { INTERNAL_API_URL: apiUrl }, quiet: true });
try {
  await waitForHttp(host, `http://127.0.0.1:${HOST_PORT}/runtime-config.json`);
  const measure = async (url: string) => {
    await autocannon({ url, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
    return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
  };
  const plain = await measure(`http://127.0.0.1:${HOST_PORT}/index.html`);
  const blog = await measure(`http://127.0.0.1:${HOST_PORT}/blog/${row?.id}`);
  console.log(JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, plain, blog, ratio: Number((blog.rps / plain.rps).toFixed(2)) }, null, 2));
} finally {
  await host.stop();
  await api.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
