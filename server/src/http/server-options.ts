import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';
import type { Timeouts, TrustProxy } from '../config.ts';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count trusts the nearest N addresses of the chain
 * whoever sent them (Fastify itself treats a bare number as "trust nobody"), so it fits only an
 * API that nothing but the proxy can reach; listing the proxies' addresses is safer.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** How long a client may take to send a request, and keep an idle connection. */
export function serverTimeouts({ requestMs, headersMs, keepAliveMs }: Timeouts): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout'> & { http: ServerOptions } {
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    // Node checks the timeouts every `connectionsCheckingInterval` (30 s by default): checked more
    // often, a stalled request ends close to its limit.
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(5_000, Math.ceil(headersMs / 4)) },
  };
}

/**
 * The router's limit on one path parameter: as long as the request line Node accepts (its 16 KB
 * header limit answers 431 beyond it). The router's own 100-character default answered 414 before
 * any route could say "no such post" (decision 0080); each route's schema judges its parameters,
 * and no route's parameter is matched by a pattern a long input could make slow.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;
