import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the suite shares (a server at 127.0.0.1:6379 unless TEST_REDIS_URL says otherwise). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const answers = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore', timeout: 5000 }).status === 0;

/**
 * Whether this machine can run the Redis tests: a Redis answering at TEST_REDIS_URL and the
 * redis-server binary. Like the PostgreSQL project, they are skipped where the service is absent,
 * except in CI (`.ci/run` provides both), where a missing Redis must fail rather than pass unseen.
 */
export const REDIS_AVAILABLE = process.env.CI === 'true' || (answers('redis-cli', ['-u', TEST_REDIS_URL, 'ping']) && answers('redis-server', ['--version']));

/** A key prefix no other test file or run uses, so files running at once never count each other's requests. */
export function uniqueRedisPrefix(label: string): string {
  return `studyhub-test:${label}:${randomUUID()}:`;
}

/** Deletes every key under `prefix` (cleanup after a file). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** How many keys live under `prefix`. */
export async function countRedisKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url);
  try {
    return (await redis.keys(`${prefix}*`)).length;
  } finally {
    redis.disconnect();
  }
}
