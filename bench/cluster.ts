// The cluster part of `npm run bench`: 1, 2 and 3 API instances behind nginx (scripts/cluster.mjs)
// on one PostgreSQL bench database, each cluster started fresh with a fresh Redis, the same routes
// measured through nginx on each.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster } from '../scripts/cluster.mjs';
import { run } from '../scripts/processes.mjs';
import { API_PATHS } from '../shared-api/src/contract/paths.ts';
import { postgresDatabase } from './bench-data.ts';
import { type ClusterRouteFigures, measureClusterRoutes } from './cluster-load.ts';

export const INSTANCE_COUNTS = [1, 2, 3];
/** cluster.mjs puts instance i on the balancer's port + 10 + i. */
const INSTANCE_OFFSET = 10;
const REDIS_OFFSET = 15;

export interface ClusterOptions {
  blogs: number;
  seconds: number;
  connections: number;
  postgresUrl: string;
  /** nginx's port; the instances follow at +10…, the bench's Redis at +15. */
  basePort: number;
}

export interface ClusterRun {
  instances: number;
  /**
   * The 1-minute load average as the cluster started. It still carries the bench's own last minute;
   * above that, it shows other work on the machine, which skews every figure.
   */
  loadAverage: number;
  routes: ClusterRouteFigures[];
}

export interface ClusterResult {
  blogs: number;
  connections: number;
  /** The cores the load generator, nginx, the instances, PostgreSQL and Redis all share. */
  cores: number;
  runs: ClusterRun[];
}

export function clusterPorts(basePort: number): number[] {
  return [basePort, ...INSTANCE_COUNTS.map((_, index) => basePort + INSTANCE_OFFSET + index), basePort + REDIS_OFFSET];
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A Redis of the bench's own, started empty for every cluster: no rate-limit count or session of
 * one run reaches the next, and no other user of a shared Redis is flushed.
 */
async function startRedis(port: number, dir: string) {
  const redis = run('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { quiet: true });
  try {
    await waitForPort(port);
  } catch (error) {
    await redis.stop();
    throw new Error(`${(error as Error).message}:\n${redis.output()}`, { cause: error });
  }
  return redis;
}

async function measureInstances(instances: number, env: Record<string, string>, options: ClusterOptions): Promise<ClusterRun> {
  const runDir = mkdtempSync(path.join(tmpdir(), `studyhub-bench-cluster-${instances}-`));
  const redisPort = options.basePort + REDIS_OFFSET;
  const loadAverage = loadavg()[0]!;
  try {
    const redis = await startRedis(redisPort, runDir);
    try {
      const apiEnv = { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
      const cluster = await startCluster({ instances, sitePort: options.basePort, apiEnv, runDir, quiet: true });
      try {
        const page = (await (await fetch(`${cluster.url}${API_PATHS.blogList}`)).json()) as { blogs: { _id: string }[] };
        const blogId = page.blogs[0]?._id;
        if (!blogId) throw new Error(`${API_PATHS.blogList} listed no published blog`);
        const apiPids = INSTANCE_COUNTS.slice(0, instances).map((_, index) => cluster.instance(index).child.pid);
        return { instances, loadAverage, routes: await measureClusterRoutes(cluster.url, blogId, { seconds: options.seconds, connections: options.connections, apiPids }) };
      } finally {
        await cluster.stop();
      }
    } finally {
      await redis.stop();
    }
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}

export async function measureCluster(options: ClusterOptions, log: (line: string) => void): Promise<ClusterResult> {
  const database = await postgresDatabase(options.postgresUrl, options.blogs);
  const env = {
    ...database.env,
    DEMO_MODE: 'false',
    LOG_LEVEL: 'warn',
    // Every post comes from 127.0.0.1 through nginx; the bench measures posting, not the limit.
    COMMENT_LIMIT_PER_ADDRESS: String(1e9),
    COMMENT_LIMIT_PER_BROWSER: String(1e9),
  };
  try {
    const runs: ClusterRun[] = [];
    for (const instances of INSTANCE_COUNTS) {
      log(`${instances} instance${instances > 1 ? 's' : ''}: nginx alone, ping, list, comment posts…`);
      runs.push(await measureInstances(instances, env, options));
    }
    return { blogs: options.blogs, connections: options.connections, cores: availableParallelism(), runs };
  } finally {
    await database.drop();
  }
}
