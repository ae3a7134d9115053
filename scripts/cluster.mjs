// The production topology on one machine: N API instances on PostgreSQL and Redis behind nginx,
// which also serves the four apps from their hosts, each serving its kept releases as the registry
// says (docs/decisions/0088). Used by `npm run start:cluster` and by the cluster tests.
// Runs under `node --import tsx` (it renders the nginx config with the server's own code).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REJOIN_WAIT_MS, renderNginxConfig } from '../server/src/nginx/nginx-config.ts';
import { REMOTE_APPS } from './apps.mjs';
import { assertPortsFree, run, waitForHttp } from './processes.mjs';
import { allowedOrigins, originOf, runtimeConfigFor } from './addresses.mjs';
import { nginxExecutable } from './cluster-prerequisites.mjs';
import { publishBuilds, startApi, startStaticApp } from './stack.mjs';

export const REMOTE_OFFSETS = Object.fromEntries(REMOTE_APPS.map((app, index) => [app, index + 1]));
/** Instance i listens on the site's port + 10 + i, so one setting places the whole cluster. */
const INSTANCE_OFFSET = 10;
const RESTART_DELAY_MS = 500;
/** Each app's host, below the instances: the shell's (which also writes each page's head) 9 above the site's port, the remotes' 5 above their own. */
const SHELL_HOST_OFFSET = 9;
const REMOTE_HOST_OFFSET = 5;

/** The site's port, then each remote's: the shell and the API share the first. */
export function clusterAppPorts(sitePort) {
  return { shell: sitePort, ...Object.fromEntries(Object.entries(REMOTE_OFFSETS).map(([app, offset]) => [app, sitePort + offset])) };
}

/** nginx in the foreground with its files in `runDir` (NGINX_PATH, else found on the PATH or in /usr/sbin). */
export function runNginx({ runDir, configFile, quiet }) {
  return run('nginx', nginxExecutable(), ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], { quiet });
}

/**
 * Starts nginx and `instances` API processes, and with `releasesDir` the four apps: each app's
 * fresh dist/ published there first (`npm run release -- publish`), then a host per app. Without
 * it, an API-only balancer on `sitePort`. `apiEnv` must carry DATABASE_URL and REDIS_URL:
 * instances share nothing else. Returns handles to stop, kill and start single instances.
 */
export async function startCluster({ instances = 2, sitePort, apiEnv, runDir, releasesDir = '', quiet = false }) {
  if (!apiEnv.DATABASE_URL || !apiEnv.REDIS_URL) {
    throw new Error('A cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL: its instances share nothing else.');
  }
  const apps = Boolean(releasesDir);
  const siteUrl = originOf(sitePort);
  const appPorts = apps ? clusterAppPorts(sitePort) : {};
  const instancePorts = Array.from({ length: instances }, (_, index) => sitePort + INSTANCE_OFFSET + index);
  const origins = allowedOrigins(appPorts);
  const env = {
    HOST: '127.0.0.1',
    // nginx connects from this address and sets X-Forwarded-For to the client's.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_API_URL: siteUrl,
    PUBLIC_SITE_URL: siteUrl,
    ...(origins.length > 0 ? { CORS_ORIGINS: origins.join(',') } : {}),
    ...apiEnv,
  };

  const hostPorts = Object.fromEntries(Object.entries(appPorts).map(([app, port]) => [app, app === 'shell' ? sitePort + SHELL_HOST_OFFSET : port + REMOTE_HOST_OFFSET]));
  await assertPortsFree([...Object.values(appPorts), ...Object.values(hostPorts), ...(apps ? [] : [sitePort]), ...instancePorts], 'choose another CLUSTER_PORT');
  await mkdir(runDir, { recursive: true });
  const nginxApps = Object.entries(appPorts).map(([app, port]) => ({ name: app, port, hostAddress: `127.0.0.1:${hostPorts[app]}`, withApi: app === 'shell' }));
  const configFile = path.join(runDir, 'nginx.conf');
  const upstreams = instancePorts.map((port) => `127.0.0.1:${port}`);
  await writeFile(configFile, renderNginxConfig({ runDir, listenHost: '127.0.0.1', upstreams, apps: nginxApps, ...(apps ? {} : { apiPort: sitePort }) }));
  // Before any instance opens the database, as `npm start` does: the registry names the versions to serve.
  if (apps) publishBuilds({ apps: Object.keys(appPorts), releasesDir, apiEnv });

  const handles = new Array(instances);
  const stopped = new Set();
  let stopping = false;
  const startInstance = async (index) => {
    stopped.delete(index);
    const handle = startApi({ port: instancePorts[index], env, quiet, name: `api-${index + 1}` });
    handles[index] = handle;
    // A supervisor's job, as systemd's Restart=always: an instance that dies is started again.
    void handle.exited.then(({ code, signal }) => {
      if (stopping || stopped.has(index) || handles[index] !== handle) return;
      console.error(`[cluster] api-${index + 1} exited (${code ?? signal}); starting it again`);
      setTimeout(() => {
        if (!stopping) void startInstance(index).catch((error) => console.error(`[cluster] api-${index + 1}: ${error.message}`));
      }, RESTART_DELAY_MS);
    });
    await waitForHttp(handle, `http://127.0.0.1:${instancePorts[index]}/api/health`);
  };
  const nginx = runNginx({ runDir, configFile, quiet });
  // The hosts read the registry through nginx, from whichever instance answers.
  const hosts = Object.entries(appPorts).map(([app]) =>
    startStaticApp({ app, port: hostPorts[app], runtimeConfig: runtimeConfigFor(app, { apiUrl: siteUrl, appPorts }), quiet, releasesDir, apiUrl: siteUrl }),
  );
  const stop = async () => {
    stopping = true;
    await Promise.all([...handles.filter(Boolean).map((handle) => handle.stop()), nginx.stop('SIGQUIT'), ...hosts.map((host) => host.stop())]);
  };
  try {
    // The first instance migrates and seeds an empty database alone; the others find it ready.
    await startInstance(0);
    await Promise.all(instancePorts.slice(1).map((_, index) => startInstance(index + 1)));
    await waitForHttp(nginx, `${siteUrl}/api/health`);
    await Promise.all(Object.values(appPorts).map((port, index) => waitForHttp(hosts[index], `${originOf(port)}/runtime-config.json`)));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: siteUrl,
    appPorts,
    instancePorts,
    nginx,
    instance: (index) => handles[index],
    startInstance,
    /** Stops an instance for good (until startInstance): SIGTERM, so requests in flight finish first. */
    stopInstance(index) {
      stopped.add(index);
      return handles[index].stop('SIGTERM');
    },
    /** SIGKILL without warning, as a crash: the supervisor starts the instance again. */
    crashInstance(index) {
      handles[index].child.kill('SIGKILL');
      return handles[index].exited;
    },
    /**
     * A rolling restart's step: SIGTERM (the instance drains, see server/src/http/connection-drain.ts),
     * start again, then wait until nginx, which left the instance out once it refused a connection,
     * tries it again, so the next instance is not stopped while this one is still left out.
     */
    async restartInstance(index) {
      await this.stopInstance(index);
      await startInstance(index);
      await new Promise((resolve) => setTimeout(resolve, REJOIN_WAIT_MS));
    },
    stop,
  };
}
