import type { Redis } from 'ioredis';
import { orUnavailable } from '../http/limits-unavailable.ts';
import { transactionReplies } from '../redis/transaction-replies.ts';
import type { LoginCounterStore } from './login-counters.ts';

/**
 * Failed-login counts in Redis, shared by every instance. Each key expires by itself a window
 * after its first count (so Redis, not this process, bounds what is kept). Any Redis failure is
 * a LimitsUnavailableError: a login that cannot be counted is refused, not let through.
 */
export function redisLoginCounterStore(redis: Redis): LoginCounterStore {
  return {
    open(name, windowMs) {
      const keyOf = (key: string) => `login:${name}:${key}`;
      return {
        async get(key, now = Date.now()) {
          const [count, ttl] = await orUnavailable(redis.multi().get(keyOf(key)).pttl(keyOf(key)).exec().then(transactionReplies));
          return { count: Number(count ?? 0), resetAt: now + Math.max(0, Number(ttl)) };
        },
        async increment(key, now = Date.now()) {
          // SET NX starts the window only on the first count; INCR keeps the expiry it set and
          // answers this attempt's own number, whichever instance takes the others.
          const [, count, ttl] = await orUnavailable(
            redis.multi().set(keyOf(key), '0', 'PX', windowMs, 'NX').incr(keyOf(key)).pttl(keyOf(key)).exec().then(transactionReplies),
          );
          return { count: Number(count), resetAt: now + Math.max(0, Number(ttl)) };
        },
        async delete(key) {
          await orUnavailable(redis.del(keyOf(key)));
        },
      };
    },
  };
}
