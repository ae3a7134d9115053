import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost } from '../src/static-host/static-host.ts';
import { miniatureAppBuild } from './helpers/miniature-build.ts';
import { stallingClient } from './helpers/stalling-client.ts';
import { removeDir } from './helpers/test-app.ts';

let root: string;
let host: Awaited<ReturnType<typeof createStaticHost>>;

beforeAll(async () => {
  root = await miniatureAppBuild();
  host = await createStaticHost({ root, runtimeConfig: { apiBaseUrl: 'http://deployed.test', remotes: {} } });
});
afterAll(async () => {
  await host.close();
  await removeDir(root);
});

describe('static host', () => {
  it.each(['/remoteEntry.js', '/mf-manifest.json', '/index.html', '/runtime-config.json'])('never lets %s go stale', async (url) => {
    const response = await host.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, compressed, readable from other origins', async () => {
    const response = await host.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toMatch(/br|gzip/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the deploy-time runtime config in place of the built one', async () => {
    const response = await host.inject({ url: '/runtime-config.json' });
    expect(response.json()).toEqual({ apiBaseUrl: 'http://deployed.test', remotes: {} });
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const url of ['/notes/cse220', '/admin/addBlog?x=1']) {
      const response = await host.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>app</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file instead of the page', async () => {
    const response = await host.inject({ url: '/assets/missing-1234.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>');
  });

  it('cuts a client that never finishes its request with 408', async () => {
    const slow = await createStaticHost({ root, timeouts: { requestMs: 1_000, headersMs: 1_000, keepAliveMs: 5_000 } });
    try {
      const port = Number(new URL(await slow.listen({ port: 0, host: '127.0.0.1' })).port);
      const { answer } = await stallingClient(port, ['GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ']);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await slow.close();
    }
  });

  it('refuses to start without a build', async () => {
    await expect(createStaticHost({ root: path.join(root, 'nope') })).rejects.toThrow(/No build found/);
  });
});
