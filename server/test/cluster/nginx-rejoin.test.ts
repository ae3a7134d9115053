// A rolling restart's timing against a real nginx: an instance that refused a connection just
// before it came back must be taken again by the time the next instance stops. nginx keeps time
// in whole seconds, so it can leave that instance out for up to FAIL_TIMEOUT_SECONDS + 1 s.
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { type Server, createServer, request } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNginx } from '../../../scripts/cluster.mjs';
import { waitForHttp } from '../../../scripts/processes.mjs';
import { REJOIN_WAIT_MS, renderNginxConfig } from '../../src/nginx/nginx-config.ts';
import { freePort } from '../helpers/free-port.ts';
import { CLUSTER_TOOLS_AVAILABLE } from '../helpers/test-cluster.ts';
import { makeTempDir, removeDir } from '../helpers/test-app.ts';

describe.skipIf(!CLUSTER_TOOLS_AVAILABLE)('an instance rejoining nginx', () => {
  let runDir: string;
  let nginx: ReturnType<typeof runNginx>;
  let port: number;
  const ports = { a: 0, b: 0 };

  beforeAll(async () => {
    runDir = await makeTempDir();
    [port, ports.a, ports.b] = await Promise.all([freePort(), freePort(), freePort()]);
    const configFile = path.join(runDir, 'nginx.conf');
    const upstreams = [ports.a, ports.b].map((upstream) => `127.0.0.1:${upstream}`);
    await writeFile(configFile, renderNginxConfig({ runDir, listenHost: '127.0.0.1', upstreams, apps: [], apiPort: port }));
    nginx = runNginx({ runDir, configFile, quiet: true });
  });
  afterAll(async () => {
    await nginx?.stop('SIGQUIT');
    await removeDir(runDir);
  });

  it(`takes back, within REJOIN_WAIT_MS, an instance that failed a probe just before it came back`, async () => {
    const b = await instance(ports.b);
    await waitForHttp(nginx, `http://127.0.0.1:${port}/api/health`);
    // Readers on fresh connections, so both nginx workers see them and probe A as soon as allowed.
    const statuses: number[] = [];
    let reading = true;
    const readers = Array.from({ length: 8 }, async () => {
      while (reading) statuses.push(await get(port));
    });

    // A comes back right after a probe of it failed (the worst moment), as an instance starting up.
    await nextRefusal(runDir, ports.a);
    const a = await instance(ports.a);
    await sleep(REJOIN_WAIT_MS);
    // The next instance of the rolling restart stops: from now on only A can answer.
    const from = statuses.length;
    await close(b);
    await sleep(1_500);
    reading = false;
    await Promise.all(readers);
    await close(a);

    const after = statuses.slice(from);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((status) => status !== 200)).toEqual([]);
  }, 30_000);
});

/** A stand-in API instance: answers every request with 200. */
async function instance(listenPort: number): Promise<Server> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  server.listen(listenPort, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

async function close(server: Server): Promise<void> {
  server.close();
  server.closeAllConnections();
  await once(server, 'close');
}

/** One GET through nginx on a connection of its own; the status, or 0 if the connection failed. */
function get(listenPort: number): Promise<number> {
  return new Promise((resolve) => {
    request({ host: '127.0.0.1', port: listenPort, path: '/api/health', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', () => resolve(0))
      .end();
  });
}

/** Resolves as soon as nginx's error log gains a refused connection to `upstreamPort`. */
async function nextRefusal(runDir: string, upstreamPort: number): Promise<void> {
  const refusals = async () => (await readFile(path.join(runDir, 'error.log'), 'utf8').catch(() => '')).split(`upstream: "http://127.0.0.1:${upstreamPort}/`).length;
  const seen = await refusals();
  const deadline = Date.now() + 15_000;
  while ((await refusals()) === seen) {
    if (Date.now() > deadline) throw new Error('nginx never tried the stopped instance');
    await sleep(5);
  }
}
