// The shell's host passes the API's feeds through at the site's root, and says 503 when it cannot.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir } from '../helpers/test-app.ts';

const ETAG = '"feed-1"';
const TYPES: Record<string, string> = { xml: 'application/xml; charset=utf-8', txt: 'text/plain; charset=utf-8' };
let root: string;
let feedsApi: Server;
let seen: IncomingMessage[];
let shell: Awaited<ReturnType<typeof startShellHost>>;

beforeAll(async () => {
  root = await miniatureShellBuild();
  seen = [];
  // Stands in for the API's /api/site/ routes: a body naming its path, a strong ETag, 304 on a match.
  feedsApi = createServer((request, response) => {
    seen.push(request);
    const file = request.url?.replace('/api/site/', '') ?? '';
    if (!/^(rss\.xml|sitemap(-\d+)?\.xml|robots\.txt)$/.test(file)) return response.writeHead(404).end('no');
    response.setHeader('ETag', ETAG);
    if (request.headers['if-none-match'] === ETAG) return response.writeHead(304).end();
    response.writeHead(200, { 'Content-Type': TYPES[file.split('.').pop() ?? ''] ?? 'text/plain' }).end(`body of ${file}`);
  });
  await new Promise<void>((resolve) => feedsApi.listen(0, '127.0.0.1', resolve));
  shell = await startShellHost(root, { apiUrl: `http://127.0.0.1:${(feedsApi.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await shell.host.close();
  await new Promise((resolve) => feedsApi.close(resolve));
  await removeDir(root);
});

describe('site feeds', () => {
  it.each([
    ['/rss.xml', 'rss.xml', 'application/xml'],
    ['/sitemap.xml', 'sitemap.xml', 'application/xml'],
    ['/sitemap-2.xml', 'sitemap-2.xml', 'application/xml'],
    ['/robots.txt', 'robots.txt', 'text/plain'],
  ])('%s is the API’s /api/site/%s', async (path, file, type) => {
    const response = await fetch(`${shell.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(response.headers.get('content-type')).toContain(type);
    expect(await response.text()).toBe(`body of ${file}`);
    expect(seen.at(-1)?.url).toBe(`/api/site/${file}`);
  });

  it('passes If-None-Match up and the 304 back', async () => {
    const response = await fetch(`${shell.url}/rss.xml`, { headers: { 'if-none-match': ETAG } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(seen.at(-1)?.headers['if-none-match']).toBe(ETAG);
  });

  it('answers a sitemap name that is no sitemap page as a missing file', async () => {
    const response = await fetch(`${shell.url}/sitemap-x.xml`);
    expect(response.status).toBe(404);
  });

  it('answers 503, never 502, when the API is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const orphan = await startShellHost(root, { apiUrl: `http://127.0.0.1:${port}` });
    try {
      for (const path of ['/rss.xml', '/sitemap.xml', '/robots.txt']) {
        const response = await fetch(`${orphan.url}${path}`);
        expect(response.status, path).toBe(503);
        expect(await response.text(), path).toMatch(/unavailable/);
      }
    } finally {
      await orphan.host.close();
    }
  });
});
