// A blog id the contract cannot hold (longer than `Id`'s maxLength) is a real 404 from the shell's
// host, asked of no API (docs/decisions/0079).
import { Id } from '@studyhub/shared-api/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crawl, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir } from '../helpers/test-app.ts';

// The contract's own limit, read from its schema rather than written again here.
const ID_LIMIT = (Id as unknown as { maxLength: number }).maxLength;
let api: Server;
let apiRequests: string[] = [];
let root: string;
let shell: Awaited<ReturnType<typeof startShellHost>>;

beforeAll(async () => {
  // Answers as the API would for an id it cannot route: a 414 for one over its router's limit.
  api = createServer((request, response) => {
    apiRequests.push(request.url ?? '');
    response.writeHead(414, { 'content-type': 'application/json' }).end('{"success":false,"message":"The address is too long"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  root = await miniatureShellBuild();
  shell = await startShellHost(root, { apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await shell.host.close();
  await new Promise((resolve) => api.close(resolve));
  await removeDir(root);
});

it.each([ID_LIMIT + 1, 101, 1000])('a %i-character id is not found, indexable by no one, and costs no API call', async (length) => {
  apiRequests = [];
  for (const id of ['a'.repeat(length), encodeURIComponent('é'.repeat(length))]) {
    const page = await crawl(`${shell.url}/blog/${id}`);
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found · StudyHub');
    expect(page.meta('robots')).toBe('noindex');
    expect(page.link('canonical')).toBeUndefined();
    expect(page.meta('og:url')).toBeUndefined();
  }
  expect(apiRequests).toEqual([]);
});
