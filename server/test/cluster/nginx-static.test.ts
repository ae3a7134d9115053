// The nginx recipe passes an app to its own host (serve-app.ts) untouched: same status, security
// headers, cache policy, compression and body for every kind of path; it keeps only what is immutable.
import type { RuntimeConfig } from '@studyhub/shared-api/contract';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNginx } from '../../../scripts/cluster.mjs';
import { waitForHttp } from '../../../scripts/processes.mjs';
import { renderNginxConfig } from '../../src/nginx/nginx-config.ts';
import { createStaticHost } from '../../src/static-host/static-host.ts';
import { freePort } from '../helpers/free-port.ts';
import { miniatureAppBuild } from '../helpers/miniature-build.ts';
import { CLUSTER_TOOLS_AVAILABLE } from '../helpers/test-cluster.ts';
import { makeTempDir, removeDir } from '../helpers/test-app.ts';

const RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8080',
  remotes: { remote_public: 'http://localhost:8081/remoteEntry.js' },
};
const COMPARED = ['content-type', 'content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'access-control-allow-origin'];
const PATHS = ['/', '/index.html', '/assets/index-abc123.js', '/remoteEntry.js', '/mf-manifest.json', '/runtime-config.json', '/favicon.svg', '/notes/cse220', '/admin/addBlog?x=1', '/missing.js', '/assets/missing-1.css', '/.env', '/assets/.hidden', '/%2eenv'];

describe.skipIf(!CLUSTER_TOOLS_AVAILABLE)("nginx in front of an app's host", () => {
  let root: string;
  let runDir: string;
  let nginx: ReturnType<typeof runNginx>;
  let nginxUrl: string;
  let hostUrl: string;
  let host: Awaited<ReturnType<typeof createStaticHost>>;

  beforeAll(async () => {
    root = await miniatureAppBuild();
    runDir = await makeTempDir();
    await writeFile(path.join(root, '.env'), 'SECRET=1');
    await writeFile(path.join(root, 'assets', '.hidden'), 'hidden');
    // Private temporary directories; nginx's workers run as another user (nobody) and must read them.
    await Promise.all([root, runDir].map((dir) => chmod(dir, 0o755)));

    host = await createStaticHost({ root, runtimeConfig: RUNTIME_CONFIG });
    hostUrl = await host.listen({ port: 0, host: '127.0.0.1' });
    const port = await freePort();
    const configFile = path.join(runDir, 'nginx.conf');
    const app = { name: 'shell', port, hostAddress: new URL(hostUrl).host };
    await writeFile(configFile, renderNginxConfig({ runDir, listenHost: '127.0.0.1', upstreams: [], apps: [app] }));
    nginx = runNginx({ runDir, configFile, quiet: true });
    nginxUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(nginx, `${nginxUrl}/index.html`);
  });
  afterAll(async () => {
    await nginx?.stop('SIGQUIT');
    await host?.close();
    await removeDir(root);
    await removeDir(runDir);
  });

  it.each(PATHS)('answers %s as the static host does', async (url) => {
    const [fromNginx, fromHost] = await Promise.all([fetch(`${nginxUrl}${url}`), fetch(`${hostUrl}${url}`)]);
    expect(fromNginx.status).toBe(fromHost.status);
    for (const name of COMPARED) expect([name, fromNginx.headers.get(name)]).toEqual([name, fromHost.headers.get(name)]);
    if (fromHost.status === 200) {
      expect(fromNginx.headers.get('cache-control')).toBe(fromHost.headers.get('cache-control'));
      expect(await fromNginx.text()).toBe(await fromHost.text());
    }
  });

  it('keeps a copy of an immutable asset, and never of what revalidates or is missing', async () => {
    const cacheStatus = async (url: string) => (await fetch(`${nginxUrl}${url}`)).headers.get('x-cache-status');
    await cacheStatus('/assets/index-abc123.js');
    expect(await cacheStatus('/assets/index-abc123.js')).toBe('HIT');
    for (const url of ['/remoteEntry.js', '/index.html', '/assets/missing-2.css']) {
      await cacheStatus(url);
      expect([url, await cacheStatus(url)]).not.toEqual([url, 'HIT']);
    }
  });

  it('compresses what the static host compresses', async () => {
    const response = await fetch(`${nginxUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's gzip copy of an asset as it is (docs/decisions/0058)", async () => {
    const script = `export const copied = "${'y'.repeat(3000)}";`;
    const copy = gzipSync(script, { level: 1 });
    await Promise.all([writeFile(path.join(root, 'assets', 'copied-abc123.js'), script), writeFile(path.join(root, 'assets', 'copied-abc123.js.gz'), copy)]);
    const response = await fetch(`${nginxUrl}/assets/copied-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBe(String(copy.length));
    expect(await response.text()).toBe(script);
  });
});
