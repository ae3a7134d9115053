import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost } from '../../src/static-host/static-host.ts';
import { miniatureAppBuild } from '../helpers/miniature-build.ts';
import { stallingClient } from '../helpers/stalling-client.ts';
import { removeDir } from '../helpers/test-app.ts';

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

  it("sends the build's own brotli and gzip copies of an asset as they are, cached like the asset", async () => {
    const script = `export const copied = "${'y'.repeat(3000)}";`;
    const file = path.join(root, 'assets', 'copied-abc123.js');
    const [br, gz] = [brotliCompressSync(script), gzipSync(script)];
    await Promise.all([writeFile(file, script), writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    for (const [accept, encoding, body] of [['br, gzip', 'br', br], ['gzip', 'gzip', gz]] as const) {
      const response = await host.inject({ url: '/assets/copied-abc123.js', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.rawPayload.equals(body), accept).toBe(true);
      expect(response.headers['content-type'], accept).toMatch(/^application\/javascript/);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
    }
    const plain = await host.inject({ url: '/assets/copied-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
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
