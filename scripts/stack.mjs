// Starts the API and each app's production build on its own port, as a deployment would.
// Used by `npm start` and by the browser tests, so both run the same thing.
import path from 'node:path';
import { remoteEntries } from './apps.mjs';
import { run, waitForHttp } from './processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = ['--import', 'tsx'];

export function originOf(port) {
  return `http://localhost:${port}`;
}

/** The origins the apps are opened at, in both spellings of the local address (the API's CORS_ORIGINS). */
export function appOrigins(appPorts) {
  return Object.values(appPorts).flatMap((port) => [originOf(port), `http://127.0.0.1:${port}`]);
}

/** The deploy-time config of the shell: where the API and each remote live, and its own address (canonical links). */
export function shellRuntimeConfig({ apiUrl, appPorts }) {
  return {
    apiBaseUrl: apiUrl,
    ...(appPorts.shell ? { siteUrl: originOf(appPorts.shell) } : {}),
    remotes: remoteEntries(appPorts, originOf),
  };
}

/** The deploy-time config of a remote: the API, and the site a standalone remote links back to. */
export function remoteRuntimeConfig({ apiUrl, appPorts }) {
  return { apiBaseUrl: apiUrl, remotes: {}, ...(appPorts.shell ? { siteUrl: `${originOf(appPorts.shell)}/` } : {}) };
}

export function startApi({ port, env = {}, quiet }) {
  return run('api', process.execPath, [...TSX, 'server/src/main.ts'], { cwd: ROOT, env: { PORT: String(port), ...env }, quiet });
}

export function startStaticApp({ app, port, runtimeConfig, quiet }) {
  // The shell's host writes each page's head (docs/decisions/0038); the remotes' hosts serve files only.
  const pageHeads = app === 'shell' ? ['--page-heads'] : [];
  const args = [...TSX, 'server/src/serve-app.ts', path.join(ROOT, app, 'dist'), String(port), JSON.stringify(runtimeConfig), ...pageHeads];
  return run(app, process.execPath, args, { cwd: ROOT, quiet });
}

/**
 * Starts everything and waits until each part answers. `apiEnv` adds server settings
 * (DATA_DIR, DATABASE_URL, …). Returns the handles and a stop() for all of them.
 */
export async function startStack({ apiPort, appPorts, apiEnv = {}, quiet = false }) {
  const apiUrl = process.env.PUBLIC_API_URL ?? originOf(apiPort);
  const origins = appOrigins(appPorts).join(',');
  // The feed, sitemap and robots.txt link to the shell's pages.
  const siteUrl = process.env.PUBLIC_SITE_URL ?? (appPorts.shell ? originOf(appPorts.shell) : undefined);
  const processes = {
    api: startApi({ port: apiPort, env: { CORS_ORIGINS: origins, PUBLIC_API_URL: apiUrl, ...(siteUrl ? { PUBLIC_SITE_URL: siteUrl } : {}), ...apiEnv }, quiet }),
  };
  const shellConfig = shellRuntimeConfig({ apiUrl, appPorts });
  for (const [app, port] of Object.entries(appPorts)) {
    const runtimeConfig = app === 'shell' ? shellConfig : remoteRuntimeConfig({ apiUrl, appPorts });
    processes[app] = startStaticApp({ app, port, runtimeConfig, quiet });
  }
  const stop = () => Promise.all(Object.values(processes).map((p) => p.stop()));
  try {
    await waitForHttp(processes.api, `http://127.0.0.1:${apiPort}/api/health`);
    await Promise.all(
      Object.entries(appPorts).map(([app, port]) => waitForHttp(processes[app], `http://127.0.0.1:${port}/runtime-config.json`)),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { processes, apiUrl, stop };
}
