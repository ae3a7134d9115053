import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Reconnect attempts back off to this; a recovered Redis is used again within about a second. */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * The client of the shared limits. It never makes a request wait for Redis: while disconnected a
 * command fails at once (no offline queue, one retry), so a limited write answers 503 instead of
 * hanging, and reads, which never touch Redis, are unaffected. It reconnects by itself, forever.
 * The outage is logged once when it starts and once when it ends, not once per refused request.
 */
export function openRedis(url: string, log: FastifyBaseLogger, keyPrefix = 'studyhub:'): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // A command on a connection that died without a word (a dropped network) fails after this.
    commandTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  const lost = (error?: Error) => {
    if (state === 'down') return;
    state = 'down';
    log.warn({ err: error }, 'Redis unreachable: rate-limited writes answer 503 until it is back');
  };
  // Also the listener that keeps ioredis from reporting each failed reconnect as unhandled.
  redis.on('error', lost);
  // A connection that drops is an outage at once, before the first failed reconnect reports an error.
  redis.on('close', () => {
    if (state === 'up') lost();
  });
  redis.on('ready', () => {
    if (state === 'down') log.info('Redis reachable again: rate-limited writes resume');
    state = 'up';
  });
  return redis;
}

/** Closes the client; a Redis that is down at that moment must not hold the shutdown. */
export async function closeRedis(redis: Redis): Promise<void> {
  // Closing on purpose is no outage.
  redis.removeAllListeners('close');
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
