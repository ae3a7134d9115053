// A remote's page in the shell's first paint, read from the remote's own first-paint.json (docs/decisions/0055).
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexTemplate } from '../../src/static-host/page-heads/index-template.ts';
import { freePort } from '../helpers/free-port.ts';
import { crawl, INDEX_HTML, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir } from '../helpers/test-app.ts';

const FRAMES = {
  '/': '<nav>home</nav><main id="main" class="m" tabindex="-1"><div>Loading Home…</div></main>',
  '/notes': '<nav>notes</nav><main id="main" class="m" tabindex="-1"><div>Loading Handwritten Notes…</div></main>',
  '/notes/:id': '<nav>notes</nav><main id="main" class="m" tabindex="-1"><div>Loading Course…</div></main>',
  '/questions': '<nav>questions</nav><main id="main" class="m" tabindex="-1"><div>Loading Previous Questions…</div></main>',
  '*': '<nav>nav</nav><main id="main" class="m" tabindex="-1"><h1>Page not found</h1></main>',
};
const built = INDEX_HTML.replace('<div id="root"></div>', `<div id="root">${FRAMES['/']}</div>`);
const NOTES = { html: '<div class="page"><h1>Handwritten Notes</h1><p>$&amp; and $1 stay as written</p></div>', css: '.page{margin:0}' };

/**
 * A remote's static host: its first-paint.json with a strong ETag, which the test can change or
 * take away, answered after `delayMs`. `listen: false` leaves it to the test to start it on a port.
 */
async function startFakeRemote({ delayMs = 0, listen = true } = {}) {
  const remote = { body: JSON.stringify({ pages: { '/notes': NOTES } }), status: 200, requests: 0, revalidations: 0 };
  const server: Server = createServer(async (request, response) => {
    remote.requests++;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const etag = `"${createHash('sha1').update(remote.body).digest('hex')}"`;
    if (request.url !== '/first-paint.json' || remote.status !== 200) return void response.writeHead(remote.status === 200 ? 404 : remote.status).end();
    if (request.headers['if-none-match'] === etag) {
      remote.revalidations++;
      return void response.writeHead(304, { etag }).end();
    }
    response.writeHead(200, { 'content-type': 'application/json', etag }).end(remote.body);
  });
  const listenOn = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  if (listen) await listenOn(0);
  const entry = listen ? `http://127.0.0.1:${(server.address() as AddressInfo).port}/remoteEntry.js` : '';
  return { remote, entry, listen: listenOn, close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())) };
}

describe('indexTemplate with a remote page', () => {
  it('puts the page in <main> instead of the loading state, and its CSS in the head', () => {
    const html = indexTemplate(built, FRAMES).render('<title>Notes</title>', '/notes', NOTES);
    expect(html).toContain(`<main id="main" class="m" tabindex="-1"><div data-first-paint="" inert="" style="display:contents">${NOTES.html}</div></main>`);
    expect(html).not.toContain('Loading');
    const style = html.indexOf(`<style data-first-paint="">${NOTES.css}</style>`);
    expect(style).toBeGreaterThan(html.indexOf('<title>Notes</title>'));
    expect(style).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the shell host with remotes that have a first paint', () => {
  let root: string;
  let resources: Awaited<ReturnType<typeof startFakeRemote>>;
  let shell: Awaited<ReturnType<typeof startShellHost>>;
  beforeAll(async () => {
    root = await miniatureShellBuild();
    await writeFile(path.join(root, 'index.html'), built);
    await writeFile(path.join(root, 'first-paint.json'), JSON.stringify({ pages: FRAMES }));
    resources = await startFakeRemote();
    // The public remote's address answers nothing: its pages keep the loading state.
    shell = await startShellHost(root, { remotes: { remote_resources: resources.entry, remote_public: 'http://127.0.0.1:9/remoteEntry.js' }, remoteFreshMs: 50 });
  });
  afterAll(async () => {
    await shell.host.close();
    await resources.close();
    await removeDir(root);
  });

  const mainOf = async (pathname: string) => {
    const page = await crawl(`${shell.url}${pathname}`);
    return { status: page.status, main: page.document.querySelector('main')?.innerHTML, style: page.document.head.querySelector('style[data-first-paint]')?.textContent };
  };

  it('serves the remote’s page in the first paint, from the first page view on', async () => {
    expect(await mainOf('/notes')).toEqual({ status: 200, main: `<div data-first-paint="" inert="" style="display:contents">${NOTES.html}</div>`, style: NOTES.css });
    expect(await mainOf('/notes/')).toMatchObject({ main: expect.stringContaining('<h1>Handwritten Notes</h1>') });
  });

  it('leaves the loading state where the remote has no page, the path is a 404 or the remote is unreachable', async () => {
    expect(await mainOf('/questions')).toEqual({ status: 200, main: '<div>Loading Previous Questions…</div>', style: undefined });
    expect(await mainOf('/notes/no-such-course')).toEqual({ status: 404, main: '<div>Loading Course…</div>', style: undefined });
    expect(await mainOf('/')).toEqual({ status: 200, main: '<div>Loading Home…</div>', style: undefined });
  });

  it('takes a page only from the remote that owns its route', async () => {
    resources.remote.body = JSON.stringify({ pages: { '/notes': NOTES, '/': { html: '<p>not mine</p>', css: '' } } });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await mainOf('/notes'); // the stale file is revalidated in the background
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await mainOf('/')).main).toBe('<div>Loading Home…</div>');
  });

  it('revalidates with the ETag, picks up a new deploy and drops a file that is gone or malformed', async () => {
    const nextVisit = async (pathname: string) => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      await mainOf(pathname);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return mainOf(pathname);
    };
    const before = resources.remote.revalidations;
    await nextVisit('/notes');
    expect(resources.remote.revalidations).toBeGreaterThan(before);

    resources.remote.body = JSON.stringify({ pages: { '/notes': { html: '<h1>Redeployed</h1>', css: '' } } });
    expect((await nextVisit('/notes')).main).toContain('<h1>Redeployed</h1>');

    resources.remote.body = JSON.stringify({ pages: { '/notes': { html: '<h1>x</h1>', css: '</style><script>alert(1)</script>' } } });
    expect((await nextVisit('/notes')).main).toBe('<div>Loading Handwritten Notes…</div>');

    resources.remote.body = JSON.stringify({ pages: { '/notes': NOTES } });
    resources.remote.status = 404;
    expect((await nextVisit('/notes')).main).toBe('<div>Loading Handwritten Notes…</div>');
  });
});

describe('a remote that is slow or down when the shell host starts', () => {
  let root: string;
  beforeAll(async () => {
    root = await miniatureShellBuild();
    await writeFile(path.join(root, 'index.html'), built);
    await writeFile(path.join(root, 'first-paint.json'), JSON.stringify({ pages: FRAMES }));
  });
  afterAll(() => removeDir(root));

  const notesMain = async (url: string) => (await crawl(`${url}/notes`)).document.querySelector('main')?.innerHTML;

  it('is read as the host starts, so the first page view has its page though the remote answers slower than a view waits', async () => {
    const resources = await startFakeRemote({ delayMs: 400 });
    const shell = await startShellHost(root, { remotes: { remote_resources: resources.entry }, timeoutMs: 100 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await notesMain(shell.url)).toContain('<h1>Handwritten Notes</h1>');
      expect(resources.remote.requests).toBe(1);
    } finally {
      await shell.host.close();
      await resources.close();
    }
  });

  it('is tried again by the next page view once it is up, not after the time a file it read stays fresh', async () => {
    const port = await freePort();
    const shell = await startShellHost(root, { remotes: { remote_resources: `http://127.0.0.1:${port}/remoteEntry.js` }, remoteFreshMs: 60_000 });
    const resources = await startFakeRemote({ listen: false });
    try {
      expect(await notesMain(shell.url)).toBe('<div>Loading Handwritten Notes…</div>');
      await resources.listen(port);
      expect(await notesMain(shell.url)).toContain('<h1>Handwritten Notes</h1>');
    } finally {
      await shell.host.close();
      await resources.close();
    }
  });
});
