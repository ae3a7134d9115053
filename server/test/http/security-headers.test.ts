// helmet's headers on every answer of the API, whatever its status (decision 0066: the middleware
// is built once at start, no longer by @fastify/helmet for each request).
import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('security headers', () => {
  const ctx = useTestApp();

  it.each([
    ['an answer', API_PATHS.ping, 200],
    ['an unknown path', '/api/no-such-thing', 404],
    ['a refused query', `${API_PATHS.search}?q=${'x'.repeat(201)}`, 400],
  ])('%s carries them all, each request alike', async (_, url, status) => {
    for (let request = 0; request < 2; request++) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'cross-origin-opener-policy': 'same-origin',
        // Covers are shown by the shell and the remotes, on other origins.
        'cross-origin-resource-policy': 'cross-origin',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
