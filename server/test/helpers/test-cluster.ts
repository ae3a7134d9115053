// The production topology for a test file: real API processes on the file's own PostgreSQL
// database and a redis-server of its own, behind a real nginx (scripts/cluster.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Cluster, startCluster } from '../../../scripts/cluster.mjs';
import { CRASH_ADMIN } from '../hardening/server-process.ts';
import { freePortBlock } from './free-port.ts';
import { type RedisProcess, redisProcess } from './redis-process.ts';
import { REDIS_AVAILABLE } from './shared-redis.ts';
import { TEST_DRIVER } from './test-app.ts';

/** Whether nginx can be run: skipped where it is missing, except in CI (`.ci/run` installs it). */
export const CLUSTER_TOOLS_AVAILABLE = process.env.CI === 'true' || spawnSync(process.env.NGINX_PATH ?? 'nginx', ['-v'], { stdio: 'ignore' }).status === 0;

/** Whether this run can start a cluster: nginx, redis-server and PostgreSQL (instances share nothing else). */
export const CLUSTER_AVAILABLE = TEST_DRIVER === 'postgres' && REDIS_AVAILABLE && CLUSTER_TOOLS_AVAILABLE;

export interface TestCluster extends Cluster {
  redis: RedisProcess;
  /** Stops the cluster and its Redis and removes nginx's files. */
  close(): Promise<void>;
}

/** Starts a cluster without the apps (API only) with `env` on top of the test defaults. */
export async function startTestCluster({ instances = 2, env = {} }: { instances?: number; env?: Record<string, string> } = {}): Promise<TestCluster> {
  const redis = await redisProcess();
  await redis.start();
  const runDir = await mkdtemp(path.join(tmpdir(), 'studyhub-cluster-'));
  const cluster = await startCluster({
    instances,
    sitePort: await freePortBlock(10 + instances),
    runDir,
    quiet: !process.env.CLUSTER_VERBOSE,
    apiEnv: {
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: redis.url,
      DEMO_MODE: 'true',
      ADMIN_EMAIL: CRASH_ADMIN.email,
      ADMIN_PASSWORD: CRASH_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
  }).catch(async (error: unknown) => {
    await redis.kill();
    throw error;
  });
  return {
    ...cluster,
    redis,
    async close() {
      await cluster.stop();
      await redis.kill();
      await rm(runDir, { recursive: true, force: true });
    },
  };
}
