import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

/** A redis-server of the test's own, on a free port, that the test may kill and start again on that port. */
export interface RedisProcess {
  readonly url: string;
  start(): Promise<void>;
  /** SIGKILL: an outage as abrupt as a crash. */
  kill(): Promise<void>;
}

export async function redisProcess(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    async start() {
      // Nothing saved: each start is an empty Redis, as after a crash without persistence.
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const failed = once(child, 'error').then(([error]) => {
        throw new Error('These tests start their own redis-server (Debian package redis-server); it could not be started', { cause: error });
      });
      await Promise.race([waitForPing(url), failed]);
    },
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      child = undefined;
    },
  };
}

async function waitForPing(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const redis = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    redis.on('error', () => {});
    try {
      await redis.connect();
      if ((await redis.ping()) === 'PONG') return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      redis.disconnect();
    }
    await sleep(50);
  }
}
