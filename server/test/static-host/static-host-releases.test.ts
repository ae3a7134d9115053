// The versioned host (decision 0087) over a release store written by hand: every kept version under
// /_v/<version>/, the active one at the root, switched by the registry it polls.
// TODO(issue 38, integration): once the registry's routes (server/src/releases/) are on main, add a
// test that starts the real API, activates a version through it and sees this host switch, instead
// of the injected registrySource used here.
import type { PublicReleasesResponse } from '@studyhub/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost } from '../../src/static-host/static-host.ts';
import { registryWith, writeRelease } from '../helpers/release-store.ts';
import { makeTempDir, removeDir } from '../helpers/test-app.ts';

const [OLD, NEW, LATER] = ['0123456789ab', 'ba9876543210', 'cccccccccccc'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
let releasesDir: string;
/** What the injected registry answers next: an answer, "unchanged" (undefined), or the API down (an Error). */
let answer: PublicReleasesResponse | Error | undefined;
const registrySource = async () => {
  if (answer instanceof Error) throw answer;
  return answer;
};
let host: FastifyInstance | undefined;

beforeAll(async () => {
  releasesDir = await makeTempDir();
  await writeRelease(releasesDir, 'remote-public', OLD, { label: 'old', builtAt: '2026-11-01T10:00:00.000Z' });
  await writeRelease(releasesDir, 'remote-public', NEW, { label: 'new', builtAt: '2026-11-02T10:00:00.000Z' });
});
afterAll(() => removeDir(releasesDir));
afterEach(async () => {
  await host?.close();
  host = undefined;
});

async function startHost() {
  host = await createStaticHost({ releases: { dir: releasesDir, app: 'remote-public', registrySource } });
  return host;
}

/** Asks `url` until its body contains `text`; how long that took. */
async function waitForBody(app: FastifyInstance, url: string, text: string, limitMs = 3000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await app.inject({ url })).body.includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never served "${text}" within ${limitMs} ms`);
}

describe('a versioned host', () => {
  it('serves the newest kept version until the registry first answers, and with the API down', async () => {
    answer = new Error('API down');
    const app = await startHost();
    expect((await app.inject({ url: '/remoteEntry.js' })).body).toContain('"new"');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await app.inject({ url: '/' })).body).toContain('<title>new</title>');
  });

  it('serves the active version at the root and switches within 2 s of an activation', async () => {
    answer = registryWith('remote-public', OLD);
    const app = await startHost();
    await waitForBody(app, '/remoteEntry.js', '"old"');
    for (const url of ['/', '/index.html', '/mf-manifest.json', '/first-paint.json', '/favicon.svg', '/blog/some-route']) {
      expect((await app.inject({ url })).body, url).toContain('old');
    }
    answer = registryWith('remote-public', NEW);
    expect(await waitForBody(app, '/remoteEntry.js', '"new"')).toBeLessThan(2000);
    for (const url of ['/', '/mf-manifest.json', '/first-paint.json', '/notes/cse220']) {
      expect((await app.inject({ url })).body, url).toContain('new');
    }
  });

  it("keeps the last answer when the API goes down, and serves the newest when the app has no active version", async () => {
    answer = registryWith('remote-public', OLD);
    const app = await startHost();
    await waitForBody(app, '/remoteEntry.js', '"old"');
    answer = new Error('API down');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await app.inject({ url: '/remoteEntry.js' })).body).toContain('"old"');
    answer = registryWith('remote-public', null);
    await waitForBody(app, '/remoteEntry.js', '"new"');
  });

  it("still serves the old version's assets after the switch, immutable, compressed as built", async () => {
    answer = registryWith('remote-public', NEW);
    const app = await startHost();
    await waitForBody(app, '/remoteEntry.js', '"new"');
    for (const url of ['/assets/chunk-old.js', '/assets/chunk-new.js']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
      expect(response.headers['content-encoding'], url).toBe('br');
    }
    expect((await app.inject({ url: '/assets/chunk-gone.js' })).statusCode).toBe(404);
  });

  it('serves every file of a kept version under /_v/<version>/, immutable, remoteEntry.js included', async () => {
    answer = registryWith('remote-public', NEW);
    const app = await startHost();
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'index.html', 'assets/chunk-old.js']) {
      const response = await app.inject({ url: `/_v/${OLD}/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.body, file).toContain('old');
      expect(response.headers['cache-control'], file).toBe(IMMUTABLE);
      expect(response.headers['access-control-allow-origin'], file).toBe('*');
    }
    const gz = await app.inject({ url: `/_v/${OLD}/assets/chunk-old.js`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404, never cached, for an unknown version, a missing file, a folder, and a dotfile anywhere', async () => {
    answer = registryWith('remote-public', NEW);
    const app = await startHost();
    for (const url of [
      '/_v/ffffffffffff/remoteEntry.js',
      '/_v/not-a-version/remoteEntry.js',
      `/_v/${OLD}/missing.js`,
      `/_v/${OLD}/`,
      `/_v/${OLD}/assets`,
      `/_v/${OLD}/.env`,
      `/_v/${OLD}/%2eenv`,
      // A literal or once-encoded `..` is resolved by the URL parser before any route; a twice-encoded one is refused.
      `/_v/${OLD}/%252e%252e/${NEW}/remoteEntry.js`,
      '/.env',
      '/missing.js',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBeUndefined();
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('revalidates every root path but the assets', async () => {
    answer = registryWith('remote-public', NEW);
    const app = await startHost();
    for (const url of ['/', '/remoteEntry.js', '/mf-manifest.json', '/first-paint.json', '/favicon.svg', '/some/route']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ url: '/assets/chunk-new.js' })).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('finds a version put in the store after it started, and forgets one pruned', async () => {
    answer = registryWith('remote-public', NEW);
    const app = await startHost();
    const later = await writeRelease(releasesDir, 'remote-public', LATER, { label: 'later', builtAt: '2026-11-03T10:00:00.000Z' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await app.inject({ url: `/_v/${LATER}/remoteEntry.js` })).body).toContain('"later"');
      answer = registryWith('remote-public', LATER);
      await waitForBody(app, '/remoteEntry.js', '"later"');
      answer = registryWith('remote-public', NEW);
      await waitForBody(app, '/remoteEntry.js', '"new"');
    } finally {
      await rm(later, { recursive: true, force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await app.inject({ url: `/_v/${LATER}/remoteEntry.js` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/chunk-later.js' })).statusCode).toBe(404);
  });

  it('refuses to start on a store without any version of the app', async () => {
    await expect(createStaticHost({ releases: { dir: releasesDir, app: 'remote-admin', registrySource } })).rejects.toThrow(/No release of remote-admin/);
    await expect(createStaticHost({ releases: { dir: releasesDir, app: 'remote-public', registrySource }, root: path.join(releasesDir, 'remote-public', OLD) })).rejects.toThrow(/not both/);
  });
});
