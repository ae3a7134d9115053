// Builds an app only when its dist is missing or older than anything it is built from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_PORTS } from './ports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
// Every app's sources count for every app: the shares are tree-shaken to what all apps import.
// The build modules count as their folder, so a module added there needs no line here.
export const SHARED_INPUTS = [
  'shared-api/src',
  'shared-ui/src',
  ...Object.keys(APP_PORTS).map((app) => `${app}/src`),
  'build',
  'scripts/apps.mjs',
  'scripts/ports.mjs',
  'package-lock.json',
];
const APP_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

/** The newest modification time in `target` (a file or a folder, read whole). */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** `root`: the repository, or a copy of its layout in a test. */
export function isStale(app, root = ROOT) {
  const stamp = path.join(root, app, 'dist', 'index.html');
  if (!existsSync(stamp)) return true;
  // A Set: the app's own src is also one of the shared inputs.
  const inputs = new Set([...SHARED_INPUTS.map((p) => path.join(root, p)), ...APP_INPUTS.map((p) => path.join(root, app, p))]);
  return Math.max(...[...inputs].map(newestMtime)) > statSync(stamp).mtimeMs;
}

export function buildIfStale(apps) {
  for (const app of apps) {
    if (!isStale(app)) continue;
    console.log(`[build] ${app} is missing or out of date: building…`);
    execFileSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: ROOT, stdio: 'inherit' });
  }
}
