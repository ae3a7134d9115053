import type { Redis } from 'ioredis';
import { orUnavailable } from '../http/limits-unavailable.ts';
import { transactionReplies } from '../redis/transaction-replies.ts';
import type { TextClaims } from './duplicate-comments.ts';

/**
 * The duplicate-text keys in Redis, shared by every instance, each expiring a window after it was
 * taken. SET NX takes a key only if nobody holds it, so two instances storing the same text at the
 * same moment cannot both succeed. Any Redis failure is the 503 of the shared limits.
 */
export function redisTextClaims(redis: Redis, windowMs: number): TextClaims {
  const keyOf = (key: string) => `comment-text:${key}`;
  const release = async (keys: readonly string[]) => {
    if (keys.length > 0) await orUnavailable(redis.del(...keys.map(keyOf)));
  };
  return {
    async claim(keys) {
      const transaction = redis.multi();
      for (const key of keys) transaction.set(keyOf(key), '1', 'PX', windowMs, 'NX');
      const replies = await orUnavailable(transaction.exec().then(transactionReplies));
      if (replies.every((reply) => reply === 'OK')) return true;
      // Another comment holds one of them: give back the ones this call took.
      await release(keys.filter((_key, index) => replies[index] === 'OK'));
      return false;
    },
    release,
  };
}
