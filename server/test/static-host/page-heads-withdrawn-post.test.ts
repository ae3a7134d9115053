// A post withdrawn from the site (unpublished or deleted) is never served from the shell host's
// memory once the API says it is gone, and one the host cannot confirm is not served whole
// (docs/decisions/0079).
import { BLOG_SLOTS, type BlogFirstPaintTemplate } from '@studyhub/shared-api/catalog';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INDEX_HTML, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir } from '../helpers/test-app.ts';

// Each test its own post: the host remembers a 404 for a moment (docs/decisions/0038).
let id = '';
let next = 0;
// Words found nowhere else in a served page: any of them means the post was served.
const POST = {
  _id: '',
  title: 'Zanzibar exam answers',
  subTitle: 'Quokka solutions',
  description: '<p>Wombat body text</p>',
  image: 'https://cdn.example.org/narwhal-cover.webp',
  category: 'CSE',
  createdAt: '2026-03-04T05:06:07.000Z',
  isPublished: true,
};
const TRACES = ['Zanzibar', 'Quokka', 'Wombat', 'narwhal'];
const S = BLOG_SLOTS;
const page = `<article><h1>${S.title}</h1><p class="sub">${S.subTitle}</p><img src="${S.src}" alt=""/><div class="prose">${S.description}</div></article>`;
const TEMPLATE: BlogFirstPaintTemplate = { html: { blue: page, green: page, amber: page, purple: page }, css: '.sub{color:gray}' };
const FRAMES = {
  '/': '<nav>home</nav><main id="main" tabindex="-1"><div>Loading Home…</div></main>',
  '/blog/:id': '<nav>blog</nav><main id="main" tabindex="-1"><div>Loading resource…</div></main>',
  '*': '<nav>nav</nav><main id="main" tabindex="-1"><h1>Page not found</h1></main>',
};

/** What the fake API does with the next blog reads. */
let mode: 'published' | 'gone' | 'unpublished' | 'failing' | 'silent';
const held: ServerResponse[] = [];
let api: Server;
let remote: Server;
let root: string;
let shell: Awaited<ReturnType<typeof startShellHost>>;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  api = createServer((request, response) => {
    if (mode === 'silent') return void held.push(response);
    if (mode === 'failing') return void response.writeHead(503, { 'content-type': 'application/json' }).end('{"success":false,"message":"down"}');
    if (mode === 'gone') return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"message":"Blog not found"}');
    const blog = { ...POST, _id: decodeURIComponent(request.url?.split('/').pop() ?? ''), isPublished: mode !== 'unpublished' };
    const etag = `"${mode}"`;
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304, { etag }).end();
    response.writeHead(200, { 'content-type': 'application/json', etag }).end(JSON.stringify({ success: true, blog }));
  });
  remote = createServer((request, response) => {
    if (request.url !== '/first-paint.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pages: {}, blog: TEMPLATE }));
  });
  const [apiUrl, remoteUrl] = await Promise.all([listen(api), listen(remote)]);
  root = await miniatureShellBuild();
  await writeFile(path.join(root, 'index.html'), INDEX_HTML.replace('<div id="root"></div>', `<div id="root">${FRAMES['/']}</div>`));
  await writeFile(path.join(root, 'first-paint.json'), JSON.stringify({ pages: FRAMES }));
  // The host as serve-app.ts starts it: its own defaults for how long it trusts what it read.
  shell = await startShellHost(root, { apiUrl, remotes: { remote_public: `${remoteUrl}/remoteEntry.js` } });
});
afterAll(async () => {
  await shell.host.close();
  api.closeAllConnections();
  await Promise.all([api, remote].map((server) => new Promise((resolve) => server.close(resolve))));
  await removeDir(root);
});
beforeEach(() => {
  mode = 'published';
  id = `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
});
afterEach(() => {
  for (const response of held.splice(0)) response.destroy();
});

async function visit() {
  const response = await fetch(`${shell.url}/blog/${id}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html: await response.text() };
}

const tracesIn = (html: string) => TRACES.filter((word) => html.includes(word));

it('serves a published post whole: head, JSON-LD, body and the data for the store', async () => {
  const served = await visit();
  expect(served.status).toBe(200);
  expect(tracesIn(served.html)).toEqual(TRACES);
  expect(served.html).toContain('application/ld+json');
  expect(served.html).toContain('data-first-paint-data');
});

describe.each([
  ['deleted', 'gone'],
  ['unpublished', 'unpublished'],
] as const)('a post %s', (_name, withdrawn) => {
  it('is a 404 on the very next page view, with nothing of it in the page', async () => {
    expect(tracesIn((await visit()).html)).toEqual(TRACES);
    mode = withdrawn;
    const served = await visit();
    expect(served.status).toBe(404);
    expect(tracesIn(served.html)).toEqual([]);
  });
});

describe.each([
  ['failing', 'failing'],
  ['not answering', 'silent'],
] as const)('with the API %s', (_name, trouble) => {
  it('serves a post it served before without any of its content, and for no cache to keep', async () => {
    expect(tracesIn((await visit()).html)).toEqual(TRACES);
    mode = trouble;
    const started = performance.now();
    const served = await visit();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(served.status).toBe(200);
    expect(tracesIn(served.html)).toEqual([]);
    expect(served.html).not.toContain('application/ld+json');
    expect(served.html).not.toContain('data-first-paint-data');
    // The app's loading state: the client reads the post from the API itself.
    expect(served.html).toContain('<div>Loading resource…</div>');
    expect(served.cacheControl).toBe('no-store');
  });

});
