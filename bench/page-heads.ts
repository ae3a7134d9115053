// The head part of `npm run bench` (`--only heads`): what writing a blog page's own head costs.
// A warm blog page (its head in the host's cache) against the plain index.html, the shell's host
// in its own process as `npm start` runs it (docs/decisions/0038: budget ≥ 0.5×).
import autocannon from 'autocannon';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run, waitForHttp } from '../scripts/processes.mjs';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { blogs } from '../server/src/db/schema.ts';
import type { BudgetCheck } from './budgets.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The budget: a blog page with its head at least half as fast as the plain file. */
const MIN_RATIO = 0.5;

interface Figures {
  requestsPerSecond: number;
  p99: number;
  failed: number;
}
export interface PageHeadFigures {
  connections: number;
  plain: Figures;
  blog: Figures;
}

export async function measurePageHeads({ seconds, connections, port }: { seconds: number; connections: number; port: number }): Promise<PageHeadFigures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'page-heads-bench-'));
  const dist = path.join(dir, 'dist');
  await mkdir(dist);
  // The shell's own index.html: its head is what the host rewrites.
  await copyFile(path.join(ROOT, 'shell', 'index.html'), path.join(dist, 'index.html'));
  const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), DEMO_MODE: 'false', LOG_LEVEL: 'silent', PUBLIC_API_URL: 'http://api.bench' });
  const database = await openDatabase(config);
  const [row] = await database.db
    .insert(blogs)
    .values({ title: 'Graph algorithms', subTitle: 'BFS, DFS and friends', description: '<p>Body</p>', image: 'https://cdn.example.org/cover.webp', category: 'CSE', isPublished: true })
    .returning({ id: blogs.id });
  const api = await buildApp({ config, database });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  const runtimeConfig = { apiBaseUrl: 'http://api.bench', remotes: {}, siteUrl: 'http://site.bench' };
  const args = ['--import', 'tsx', 'server/src/serve-app.ts', dist, String(port), JSON.stringify(runtimeConfig), '--page-heads'];
  const host = run('shell', process.execPath, args, { cwd: ROOT, env: { INTERNAL_API_URL: apiUrl }, quiet: true });
  try {
    await waitForHttp(host, `http://127.0.0.1:${port}/runtime-config.json`);
    const measure = async (url: string): Promise<Figures> => {
      await autocannon({ url, connections, duration: 2 });
      const result = await autocannon({ url, connections, duration: seconds });
      return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99, failed: result.non2xx + result.errors };
    };
    const plain = await measure(`http://127.0.0.1:${port}/index.html`);
    const blog = await measure(`http://127.0.0.1:${port}/blog/${row?.id}`);
    return { connections, plain, blog };
  } finally {
    await host.stop();
    await api.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printPageHeads({ connections, plain, blog }: PageHeadFigures): void {
  console.log(`\nPage heads, the shell's host at ${connections} connections:`);
  console.table([
    { page: 'index.html as built', 'req/s': plain.requestsPerSecond, 'p99 ms': plain.p99, failed: plain.failed },
    { page: 'a blog page with its head (warm)', 'req/s': blog.requestsPerSecond, 'p99 ms': blog.p99, failed: blog.failed },
  ]);
}

export function pageHeadBudgets({ plain, blog }: PageHeadFigures): BudgetCheck[] {
  const ratio = blog.requestsPerSecond / plain.requestsPerSecond;
  return [
    { budget: `blog page with its head ≥ ${MIN_RATIO}× index.html`, actual: `${ratio.toFixed(2)}×`, pass: ratio >= MIN_RATIO },
    { budget: 'page heads: no failed requests', actual: String(plain.failed + blog.failed), pass: plain.failed + blog.failed === 0 },
  ];
}
