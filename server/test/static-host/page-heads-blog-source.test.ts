// The host's copy of blogs: revalidated with the API's ETag on every page view, shared by concurrent
// pages, never answered without the API's confirmation (docs/decisions/0079).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBlogSource } from '../../src/static-host/page-heads/blog-source.ts';

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
  const blogs = createBlogSource({ apiUrl });
  const [first, second] = await Promise.all([blogs.lookup('b1'), blogs.lookup('b1')]);
  expect(first).toEqual({ found: { blog: BLOG, description: 'Body text' } });
  expect(second).toEqual(first);
  expect(requests).toHaveLength(1);
  expect(await blogs.lookup('b1')).toEqual(first);
  expect(requests.map((headers) => headers['if-none-match'])).toEqual([undefined, '"v1"']);
});

it('asks the API on every lookup, and follows a withdrawn blog to 404 at once', async () => {
  answer = 'blog';
  requests.length = 0;
  const blogs = createBlogSource({ apiUrl });
  await blogs.lookup('b1');
  await blogs.lookup('b1');
  expect(requests).toHaveLength(2);
  answer = 'gone';
  expect(await blogs.lookup('b1')).toEqual({ missing: true });
});

it('never answers with a blog the API did not confirm, even one it has seen', async () => {
  answer = 'blog';
  const blogs = createBlogSource({ apiUrl });
  await blogs.lookup('b1');
  answer = 'error';
  expect(await blogs.lookup('b1')).toEqual({ unavailable: true });
  expect(await blogs.lookup('b2')).toEqual({ unavailable: true });
  // Kept for its ETag only: the API's 304 confirms it again.
  answer = 'blog';
  requests.length = 0;
  expect(await blogs.lookup('b1')).toEqual({ found: expect.objectContaining({ blog: BLOG }) });
  expect(requests.map((headers) => headers['if-none-match'])).toEqual(['"v1"']);
});

it('keeps whole blogs only up to its byte budget, dropping the least recently asked first', async () => {
  answer = 'blog';
  requests.length = 0;
  const oneBlog = JSON.stringify({ success: true, blog: BLOG }).length;
  const blogs = createBlogSource({ apiUrl, maxBytes: Math.floor(oneBlog * 1.5) });
  expect(await blogs.lookup('b1')).toEqual({ found: expect.objectContaining({ blog: BLOG }) });
  await blogs.lookup('b2');
  await blogs.lookup('b2');
  await blogs.lookup('b1');
  // b2 was revalidated (kept), b1 asked for whole again (dropped for b2).
  expect(requests.map((headers) => headers['if-none-match'])).toEqual([undefined, undefined, '"v1"', undefined]);
});
