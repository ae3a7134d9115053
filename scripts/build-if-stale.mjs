// Builds an app only when its dist is missing or older than anything it is built from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED_INPUTS = ['shared-api/src', 'shared-ui/src', 'vite.shared.ts', 'scripts/ports.mjs', 'package-lock.json'];
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
  const inputs = [...SHARED_INPUTS.map((p) => path.join(ROOT, p)), ...APP_INPUTS.map((p) => path.join(ROOT, app, p))];
  return Math.max(...inputs.map(newestMtime)) > statSync(stamp).mtimeMs;
}

export function buildIfStale(apps) {
  for (const app of apps) {
    if (!isStale(app)) continue;
    console.log(`[build] ${app} is missing or out of date: building…`);
    execFileSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: ROOT, stdio: 'inherit' });
  }
}
