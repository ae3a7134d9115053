// The app manifest for plain Node (the scripts, the lint config), which cannot import TypeScript;
// the apps read the same file through shared-api/src/catalog/app-manifest.ts (docs/decisions/0048).
import manifest from '../shared-api/src/catalog/app-manifest.json' with { type: 'json' };

export const APP_MANIFEST = manifest;
export const APP_NAMES = manifest.apps.map((app) => app.name);
export const REMOTE_APPS = manifest.apps.filter((app) => app.remote).map((app) => app.name);

/** Each remote's entry under its federation name, as the shell's runtime config lists them. */
export function remoteEntries(appPorts, originOf) {
  return Object.fromEntries(manifest.apps.filter((app) => app.remote).map((app) => [app.remote, `${originOf(appPorts[app.name])}/remoteEntry.js`]));
}

/** One line per remote for the start scripts' banners: its standalone address, and what it shows there. */
export function standaloneLines(originOfApp, { notes = true } = {}) {
  return manifest.apps
    .filter((app) => app.remote)
    .map((app) => `  ${app.name.padEnd(19)}${originOfApp(app)}${app.standalone?.path ?? ''}${notes && app.standalone ? `   ${app.standalone.note}` : ''}`)
    .join('\n');
}
