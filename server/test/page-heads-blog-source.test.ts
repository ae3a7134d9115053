// The host's copy of blogs: revalidated with the API's ETag, shared by concurrent pages, bounded in time.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBlogSource } from '../src/static-host/page-heads/blog-source.ts';

const BLOG = { _id: 'b1', title: 'T', subTitle: '', description: '<p>Body <b>text</b></p>', image: 'https://x.test/c.webp', category: 'CSE', createdAt: '2026-01-01T00:00:00.000Z', isPublished: true };
let api: Server;
let apiUrl: string;
let requests: IncomingHttpHeaders[];
let answer: 'blog' | 'gone' | 'error';

beforeAll(async () => {
  requests = [];
  api = createServer((request, response) => {
    requests.push(request.headers);
    if (answer === 'gone') return response.writeHead(404).end('{}');
    if (answer === 'error') return response.writeHead(500).end('{}');
    if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304, { ETag: '"v1"' }).end();
    response.writeHead(200, { ETag: '"v1"', 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, blog: BLOG }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

it('asks once for concurrent pages, then revalidates with If-None-Match', async () => {
  answer = 'blog';
  requests.length = 0;
  const blogs = createBlogSource({ apiUrl, freshMs: 0 });
  const [first, second] = await Promise.all([blogs.lookup('b1'), blogs.lookup('b1')]);
  expect(first).toEqual({ found: { blog: BLOG, description: 'Body text' } });
  expect(second).toEqual(first);
  expect(requests).toHaveLength(1);
  expect(await blogs.lookup('b1')).toEqual(first);
  expect(requests.map((headers) => headers['if-none-match'])).toEqual([undefined, '"v1"']);
});

it('serves a fresh copy without asking, and follows an unpublished blog to 404 once stale', async () => {
  answer = 'blog';
  requests.length = 0;
  const blogs = createBlogSource({ apiUrl, freshMs: 60_000 });
  await blogs.lookup('b1');
  await blogs.lookup('b1');
  expect(requests).toHaveLength(1);
  const stale = createBlogSource({ apiUrl, freshMs: 0 });
  await stale.lookup('b1');
  answer = 'gone';
  expect(await stale.lookup('b1')).toEqual({ missing: true });
});

it('keeps a blog it has seen when the API fails, and knows nothing of one it has not', async () => {
  answer = 'blog';
  const blogs = createBlogSource({ apiUrl, freshMs: 0 });
  await blogs.lookup('b1');
  answer = 'error';
  expect(await blogs.lookup('b1')).toEqual({ found: expect.objectContaining({ blog: expect.objectContaining({ _id: 'b1' }) }) });
  expect(await blogs.lookup('b2')).toEqual({ unavailable: true });
});

it('keeps whole blogs only up to its byte budget, dropping the least recently asked first', async () => {
  answer = 'blog';
  requests.length = 0;
  const oneBlog = JSON.stringify({ success: true, blog: BLOG }).length;
  const blogs = createBlogSource({ apiUrl, freshMs: 60_000, maxBytes: Math.floor(oneBlog * 1.5) });
  expect(await blogs.lookup('b1')).toEqual({ found: expect.objectContaining({ blog: BLOG }) });
  await blogs.lookup('b2');
  await blogs.lookup('b2');
  expect(requests).toHaveLength(2);
  await blogs.lookup('b1');
  expect(requests).toHaveLength(3);
});
