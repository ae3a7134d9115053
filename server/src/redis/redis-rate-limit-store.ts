import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LimitsUnavailableError } from '../http/limits-unavailable.ts';
import { transactionReplies } from './transaction-replies.ts';

/**
 * @fastify/rate-limit's store on Redis, so every instance counts the same requests. Its own
 * store rather than the plugin's `redis` option: a failure must reach the error handler as
 * LimitsUnavailableError (a 503 with a message), which the plugin's store cannot tell apart from
 * any other error. A window starts with the first request and is not extended by later ones,
 * as in the in-memory store.
 */
export function redisRateLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const redisKey = `rate:${this.route}:${key}`;
      redis
        .multi()
        .set(redisKey, '0', 'PX', timeWindow, 'NX')
        .incr(redisKey)
        .pttl(redisKey)
        .exec()
        .then(transactionReplies)
        .then(
          ([, current, ttl]) => callback(null, { current: Number(current), ttl: Math.max(0, Number(ttl)) }),
          (error: unknown) => callback(new LimitsUnavailableError(error)),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under routeInfo; a
      // limiter made with app.createRateLimit has no route, and its keys say what they count.
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method?: string | string[]; url?: string } };
      return new RedisRateLimitStore(undefined, routeInfo.url === undefined ? '' : `${String(routeInfo.method)}${routeInfo.url}`);
    }
  }
  return RedisRateLimitStore;
}
