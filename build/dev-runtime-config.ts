/**
 * `npm run dev` on other ports: each dev server answers /runtime-config.json from the ports it was
 * started with (PORT, SHELL_PORT, REMOTE_*_PORT through scripts/ports.mjs), as `npm start` passes
 * its hosts theirs, instead of the static file, which names the default ports for a build.
 */
import type { Plugin } from 'vite';
import { apiUrlFor, runtimeConfigFor } from '../scripts/addresses.mjs';
import { API_PORT, APP_PORTS, type AppName } from '../scripts/ports.mjs';
import { RUNTIME_CONFIG_FILE } from '../shared-api/src/contract/runtime-config.ts';

export function devRuntimeConfig(app: AppName): Plugin {
  return {
    name: 'studyhub:dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      const body = JSON.stringify(runtimeConfigFor(app, { apiUrl: apiUrlFor(API_PORT), appPorts: APP_PORTS }));
      // Before Vite's own middlewares, which would serve the static file from public/.
      server.middlewares.use(`/${RUNTIME_CONFIG_FILE}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-cache');
        response.end(body);
      });
    },
  };
}
