// Default ports (docs/decisions/0048: from the app manifest; docs/architecture.md#commands-and-ports), each overridable by environment.
import { APP_MANIFEST, REMOTE_APPS } from './apps.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);

export const APP_PORTS = Object.fromEntries(APP_MANIFEST.apps.map((app) => [app.name, env(app.portEnv, app.port)]));
export const API_PORT = env(APP_MANIFEST.api.portEnv, APP_MANIFEST.api.port);
/** The built Storybook under `npm start`, the dev one under `npm run storybook`. */
export const STORYBOOK_PORT = env('STORYBOOK_PORT', 6006);
export { REMOTE_APPS };

/**
 * The API on `base` and each app on `base` plus its default port's last two digits, so a test or
 * bench run (4173–4176 from 4100) sits beside `npm start` (5173–5176) without clashing.
 */
export function portsFrom(base) {
  return { api: base, apps: Object.fromEntries(APP_MANIFEST.apps.map((app) => [app.name, base + (app.port % 100)])) };
}
