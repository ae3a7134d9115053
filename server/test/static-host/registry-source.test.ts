// How a versioned host reads the registry: GET /api/releases with the last ETag, anything but the
// registry refused, and a poll that never keeps the process alive on its own.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRegistrySource } from '../../src/static-host/registry-source.ts';
import { registryWith, writeRelease } from '../helpers/release-store.ts';
import { makeTempDir, removeDir } from '../helpers/test-app.ts';

const REGISTRY = registryWith('remote-public', '0123456789ab');
let server: Server;
let apiUrl: string;
/** What the fake API answers next, and the If-None-Match of each request it got. */
let next: { status: number; body?: unknown } = { status: 200, body: REGISTRY };
const seen: (string | undefined)[] = [];
let dir: string;

beforeAll(async () => {
  // The API's answers as it gives them; a fake only at this boundary, until the registry's routes are on main.
  server = createServer((request, response) => {
    seen.push(request.headers['if-none-match']);
    if (request.url !== '/api/releases') return void response.writeHead(404).end();
    if (next.status === 200 && request.headers['if-none-match'] === '"g1"') return void response.writeHead(304).end();
    response.writeHead(next.status, { 'content-type': 'application/json', etag: '"g1"' }).end(JSON.stringify(next.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  dir = await makeTempDir();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await removeDir(dir);
});

describe('httpRegistrySource', () => {
  it('answers the registry, then undefined while unchanged (a 304 for its ETag)', async () => {
    const source = httpRegistrySource(apiUrl);
    expect(await source()).toEqual(REGISTRY);
    expect(await source()).toBeUndefined();
    expect(seen.slice(-2)).toEqual([undefined, '"g1"']);
  });

  it('throws on an error, on anything but the registry, and with the API down', async () => {
    next = { status: 503, body: { success: false } };
    await expect(httpRegistrySource(apiUrl)()).rejects.toThrow(/503/);
    next = { status: 200, body: { success: true, apps: { shell: { active: { version: 'not-a-version' } } } } };
    await expect(httpRegistrySource(apiUrl)()).rejects.toThrow(/not the public registry/);
    next = { status: 200, body: REGISTRY };
    await expect(httpRegistrySource('http://127.0.0.1:9')()).rejects.toThrow();
  });
});

describe('a versioned host that is not listening', () => {
  it('lets the process end: its poll never keeps it alive', async () => {
    await writeRelease(dir, 'remote-public', '0123456789ab', { label: 'only', builtAt: '2026-11-01T10:00:00.000Z' });
    const script = path.join(dir, 'host-only.mts');
    const hostModule = path.resolve(import.meta.dirname, '../../src/static-host/static-host.ts');
    await writeFile(
      script,
      `const { createStaticHost } = await import(${JSON.stringify(hostModule)});
await createStaticHost({ releases: { dir: ${JSON.stringify(dir)}, app: 'remote-public', apiUrl: ${JSON.stringify(apiUrl)} } });
console.log('created', Date.now());
process.on('exit', () => console.log('exit', Date.now()));`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: path.resolve(import.meta.dirname, '../..'), timeout: 60_000 });
    const at = (event: string) => Number(new RegExp(`${event} (\\d+)`).exec(stdout)?.[1]);
    // It polls every second: still alive a few seconds after it had nothing else to do would mean
    // a timer or a socket holds it (and then it never ends: the timeout above kills it).
    expect(at('exit') - at('created')).toBeLessThan(5000);
  }, 90_000);
});
