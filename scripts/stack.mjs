// Starts the API and each app's production build on its own port, as a deployment would.
// Used by `npm start` and by the browser tests, so both run the same thing.
import path from 'node:path';
import { apiEnvFor, apiUrlFor, runtimeConfigFor } from './addresses.mjs';
import { run, waitForHttp } from './processes.mjs';
import { apiProcess } from '../server/scripts/api-process.mjs';

export { appOrigins, originOf, remoteRuntimeConfig, shellRuntimeConfig } from './addresses.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = ['--import', 'tsx'];

/** The API as built JavaScript with its memory settings (server/scripts/api-process.mjs). */
export function startApi({ port, env = {}, quiet, name = 'api' }) {
  const api = apiProcess();
  return run(name, process.execPath, api.args, { cwd: ROOT, env: { ...api.env, PORT: String(port), ...env }, quiet });
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
  const apiUrl = apiUrlFor(apiPort);
  const processes = {
    api: startApi({ port: apiPort, env: { ...apiEnvFor({ apiPort, appPorts }), ...apiEnv }, quiet }),
  };
  for (const [app, port] of Object.entries(appPorts)) {
    processes[app] = startStaticApp({ app, port, runtimeConfig: runtimeConfigFor(app, { apiUrl, appPorts }), quiet });
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
