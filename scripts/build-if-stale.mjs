// Builds an app only when its dist is missing or older than anything it is built from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_PORTS } from './ports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The build modules at the root, read from the folder: a list written by hand missed new ones. */
export const ROOT_BUILD_MODULES = readdirSync(ROOT).filter((file) => /^vite\..+\.ts$/.test(file));
// Every app's sources count for every app: the shares are tree-shaken to what all apps import.
export const SHARED_INPUTS = [
  'shared-api/src',
  'shared-ui/src',
  ...Object.keys(APP_PORTS).map((app) => `${app}/src`),
  ...ROOT_BUILD_MODULES,
  'scripts/apps.mjs',
  'scripts/ports.mjs',
  'package-lock.json',
];
const APP_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

export function isStale(app) {
  const stamp = path.join(ROOT, app, 'dist', 'index.html');
  if (!existsSync(stamp)) return true;
  // A Set: the app's own src is also one of the shared inputs.
  const inputs = new Set([...SHARED_INPUTS.map((p) => path.join(ROOT, p)), ...APP_INPUTS.map((p) => path.join(ROOT, app, p))]);
  return Math.max(...[...inputs].map(newestMtime)) > statSync(stamp).mtimeMs;
}

export function buildIfStale(apps) {
  for (const app of apps) {
    if (!isStale(app)) continue;
    console.log(`[build] ${app} is missing or out of date: building…`);
    execFileSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: ROOT, stdio: 'inherit' });
  }
}
