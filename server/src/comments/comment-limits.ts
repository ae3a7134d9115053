import type { RateLimitOptions } from '@fastify/rate-limit';
import { COMMENT_MESSAGES } from '@studyhub/shared-api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../config.ts';
import { clientKey } from '../http/client-address.ts';
import { HttpError, retryIn } from '../http/http-error.ts';

type CommentLimits = Pick<RateLimits, 'commentsPerBrowser' | 'commentsPerAddress' | 'commentWindowMs'>;

/**
 * Who a comment is counted under as one browser (docs/decisions/0068): the random id the browser
 * sent, or else its address, so that every request without an id from one address shares one
 * allowance; leaving the id out never buys more than sending one.
 */
export function senderKey(request: FastifyRequest): string {
  const { browserId } = (request.body ?? {}) as { browserId?: string };
  return browserId ? `browser:${browserId}` : `address:${clientKey(request.ip)}`;
}

/**
 * The backstop, whatever ids a script invents: comments per client address, sized for a lecture
 * hall behind one campus address. Counted as the request arrives, before its body is read.
 */
export function perAddressLimit(limits: CommentLimits): RateLimitOptions {
  return {
    max: limits.commentsPerAddress,
    timeWindow: limits.commentWindowMs,
    errorResponseBuilder: (_request, context) => new HttpError(429, COMMENT_MESSAGES.addressLimit(retryIn(context.ttl))),
  };
}

/** Comments per browser, as a preHandler: the id is in the body, so it counts once the body is valid. */
export function perBrowserLimit(app: FastifyInstance, limits: CommentLimits) {
  const max = limits.commentsPerBrowser;
  const window = retryIn(limits.commentWindowMs);
  const count = app.createRateLimit({ max, timeWindow: limits.commentWindowMs, keyGenerator: (request) => `comment-browser:${senderKey(request)}` });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new HttpError(429, COMMENT_MESSAGES.browserLimit(max, window, retryIn(result.ttl)), { 'retry-after': String(result.ttlInSeconds) });
  };
}
