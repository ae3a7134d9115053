// Starts the API and each app's production build on its own port, as a deployment would.
// Used by `npm start` and by the browser tests, so both run the same thing.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { apiEnvFor, apiUrlFor, runtimeConfigFor } from './addresses.mjs';
import { run, waitForHttp } from './processes.mjs';
import { apiProcess } from '../server/scripts/api-process.mjs';

export { appOrigins, originOf, remoteRuntimeConfig, shellRuntimeConfig } from './addresses.mjs';
export { releasesDirFor } from './releases-dir.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = ['--import', 'tsx'];

/** The API as built JavaScript with its memory settings (server/scripts/api-process.mjs). */
export function startApi({ port, env = {}, quiet, name = 'api' }) {
  const api = apiProcess();
  return run(name, process.execPath, api.args, { cwd: ROOT, env: { ...api.env, PORT: String(port), ...env }, quiet });
}

/**
 * One app's host: its kept releases when `releasesDir` is given (the active version at the root,
 * read from the registry at `apiUrl`; docs/decisions/0087), else its dist/ folder as it is.
 */
export function startStaticApp({ app, port, runtimeConfig, quiet = false, releasesDir = '', apiUrl = '' }) {
  // The shell's host writes each page's head (docs/decisions/0038); the remotes' hosts serve files only.
  const pageHeads = app === 'shell' ? ['--page-heads'] : [];
  const served = releasesDir ? [`--releases=${releasesDir}`, `--app=${app}`, `--api=${apiUrl}`] : [path.join(ROOT, app, 'dist')];
  const args = [...TSX, 'server/src/serve-app.ts', ...served, String(port), JSON.stringify(runtimeConfig), ...pageHeads];
  return run(app, process.execPath, args, { cwd: ROOT, quiet });
}

/**
 * Each app's dist/ into the release store and the registry, a version the registry has not seen
 * made active (`npm run release -- publish`), before the API opens the database.
 */
export function publishBuilds({ apps, releasesDir, apiEnv }) {
  const command = [...TSX, 'build/release/release-command.ts', 'publish', ...apps];
  execFileSync(process.execPath, command, { cwd: ROOT, env: { ...process.env, ...apiEnv, RELEASES_DIR: releasesDir }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts everything and waits until each part answers. `apiEnv` adds server settings
 * (DATA_DIR, DATABASE_URL, …). With `releasesDir` the apps are served as releases (above), else
 * from their dist/ folders. Returns the handles and a stop() for all of them.
 */
export async function startStack({ apiPort, appPorts, apiEnv = {}, quiet = false, releasesDir = '' }) {
  const apiUrl = apiUrlFor(apiPort);
  if (releasesDir) publishBuilds({ apps: Object.keys(appPorts), releasesDir, apiEnv });
  const processes = {
    api: startApi({ port: apiPort, env: { ...apiEnvFor({ apiPort, appPorts }), ...apiEnv }, quiet }),
  };
  for (const [app, port] of Object.entries(appPorts)) {
    processes[app] = startStaticApp({ app, port, runtimeConfig: runtimeConfigFor(app, { apiUrl, appPorts }), quiet, releasesDir, apiUrl });
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
