// Where each part is reached, from the ports (scripts/ports.mjs): the apps' runtime configs, and the
// API's public addresses and the origins it allows. One source for `npm start`, `npm run dev` (its
// Vite servers too), the cluster and the browser tests, so a port set once is used everywhere.
import { remoteEntries } from './apps.mjs';

export function originOf(port) {
  return `http://localhost:${port}`;
}

/** The origins the apps are opened at, in both spellings of the local address (the API's CORS_ORIGINS). */
export function appOrigins(appPorts) {
  return Object.values(appPorts).flatMap((port) => [originOf(port), `http://127.0.0.1:${port}`]);
}

/**
 * The origins the API allows: the apps', then those CORS_ORIGINS adds (comma-separated), so an
 * outside client (a mobile app, a department portal) is allowed without editing code.
 */
export function allowedOrigins(appPorts, extra = process.env.CORS_ORIGINS) {
  const added = (extra ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  return [...new Set([...appOrigins(appPorts), ...added])];
}

/** Where the apps reach the API: PUBLIC_API_URL, else its port on this machine (blank counts as unset, as for the API). */
export function apiUrlFor(apiPort) {
  return process.env.PUBLIC_API_URL || originOf(apiPort);
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

export function runtimeConfigFor(app, addresses) {
  return app === 'shell' ? shellRuntimeConfig(addresses) : remoteRuntimeConfig(addresses);
}

/** The API's settings that follow from the ports: its address, the site's (feed and sitemap links) and the origins it allows. */
export function apiEnvFor({ apiPort, appPorts }) {
  const siteUrl = process.env.PUBLIC_SITE_URL || (appPorts.shell ? originOf(appPorts.shell) : undefined);
  return { CORS_ORIGINS: allowedOrigins(appPorts).join(','), PUBLIC_API_URL: apiUrlFor(apiPort), ...(siteUrl ? { PUBLIC_SITE_URL: siteUrl } : {}) };
}
