import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { preloadRouteRemote } from './preload-route-remote.ts';
import type { RemoteRoute } from './remote-route.ts';

const ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'remote_public', module: 'Home', section: 'Home' },
  { path: '/notes', remote: 'remote_resources', module: 'Notes', section: 'Handwritten Notes' },
];

// A remote's static host stand-in, serving the manifest the federation build writes.
const MANIFEST = {
  exposes: [
    {
      name: 'Home',
      assets: {
        js: { sync: ['assets/runtime.js', 'assets/Home.js'], async: ['assets/x__loadShare__shared.js', 'assets/x__prebuild__react.js'] },
        css: { sync: ['assets/Home.css'] },
      },
    },
  ],
};
let server: Server;
let origin: string;
let manifestStatus = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    const found = request.url === '/mf-manifest.json' && manifestStatus === 200;
    response.writeHead(found ? 200 : manifestStatus, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(found ? JSON.stringify(MANIFEST) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  document.head.replaceChildren();
  manifestStatus = 200;
});

const config = () => ({ apiBaseUrl: 'http://api.test', remotes: { remote_public: `${origin}/remoteEntry.js` } });
const preloads = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.as || '-'} ${link.href.replace(origin, '')}`);

it("preloads the route's remote entry and, from its manifest, the page's files and share wrappers", async () => {
  preloadRouteRemote(config(), ROUTES, '/');
  await vi.waitFor(() => expect(preloads()).toHaveLength(5));
  expect(preloads()).toEqual([
    'modulepreload - /remoteEntry.js',
    'modulepreload - /assets/runtime.js',
    'modulepreload - /assets/Home.js',
    'modulepreload - /assets/x__loadShare__shared.js',
    'preload style /assets/Home.css',
  ]);
  // Stylesheets too: the preload is used only when its credentials mode matches the real request's.
  expect([...document.head.querySelectorAll('link')].map((link) => link.crossOrigin)).toEqual(Array(5).fill('anonymous'));
});

it('keeps the entry preload when the manifest is missing', async () => {
  manifestStatus = 404;
  preloadRouteRemote(config(), ROUTES, '/');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(preloads()).toEqual(['modulepreload - /remoteEntry.js']);
});

it('preloads nothing for a route no configured remote serves', () => {
  preloadRouteRemote(config(), ROUTES, '/notes');
  preloadRouteRemote(config(), ROUTES, '/no-such-page');
  expect(preloads()).toEqual([]);
});
