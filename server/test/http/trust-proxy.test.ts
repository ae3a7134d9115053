// Finding: behind a reverse proxy every visitor shared one rate-limit bucket, and logs showed the proxy.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TrustProxy } from '../../src/config.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const PROXY = '10.0.0.5';

describe('client addresses behind a reverse proxy', () => {
  const ctx = useTestApp();

  /** An app allowing one comment per client, trusting `trustProxy`; `post` comments as a client. */
  async function withTrust(trustProxy: TrustProxy) {
    let sent = 0;
    const log = captureLog();
    const rateLimits = { ...ctx.config.rateLimits, commentsPerAddress: 1 };
    const app = await buildApp({ config: { ...ctx.config, logLevel: 'info', trustProxy, rateLimits }, database: ctx.database, logStream: log.stream });
    const blog = await insertBlog(ctx.database.db);
    const post = async (remoteAddress: string, forwardedFor?: string) =>
      (
        await app.inject({
          method: 'POST',
          url: API_PATHS.blogAddComment,
          // Each text new: only the address decides here, never the duplicate check.
          payload: { blog, name: 'Ada', content: `Hi ${++sent}` },
          remoteAddress,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        })
      ).statusCode;
    return { app, post, log };
  }

  it.each<[string, TrustProxy]>([
    ['its address', [PROXY]],
    ['its range', ['10.0.0.0/24']],
    ['a hop count', 1],
  ])('gives each visitor its own allowance when the proxy is trusted by %s', async (_label, trust) => {
    const { app, post, log } = await withTrust(trust);
    try {
      expect(await post(PROXY, '203.0.113.1')).toBe(200);
      expect(await post(PROXY, '203.0.113.1')).toBe(429);
      expect(await post(PROXY, '203.0.113.2')).toBe(200);
      // The log names the visitor, not the proxy.
      const addresses = log.lines.filter((line) => line.msg === 'incoming request').map((line) => (line.req as { remoteAddress: string }).remoteAddress);
      expect(addresses).toEqual(['203.0.113.1', '203.0.113.1', '203.0.113.2']);
    } finally {
      await app.close();
    }
  });

  it.each<[string, TrustProxy]>([
    ['by default', false],
    ['from a client that is not a listed proxy', [PROXY]],
  ])('believes no X-Forwarded-For %s: a client cannot pick a fresh address for itself', async (_label, trust) => {
    const { app, post } = await withTrust(trust);
    try {
      expect(await post('198.51.100.7', '203.0.113.1')).toBe(200);
      expect(await post('198.51.100.7', '203.0.113.2')).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('counts IPv6 visitors by their /64 network', async () => {
    const { app, post } = await withTrust([PROXY]);
    try {
      expect(await post(PROXY, '2001:db8:a:b::1')).toBe(200);
      expect(await post(PROXY, '2001:db8:a:b:ffff:ffff:ffff:fffe')).toBe(429);
      expect(await post(PROXY, '2001:db8:a:c::1')).toBe(200);
    } finally {
      await app.close();
    }
  });
});
