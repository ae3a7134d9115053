// The built Storybook (storybook-static/): rebuilt when stale and served by the apps' static host.
// `npm start` serves it for designers; the browser tests check every story in it (decision 0089).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './build-if-stale.mjs';
import { run } from './processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
export const STORYBOOK_DIR = path.join(ROOT, 'storybook-static');
// The apps' stories and their fixtures are in the build too: the apps' src folders hold them.
const INPUTS = ['shared-ui/src', 'shared-testing/src', 'shell/src', 'remote-public/src', 'remote-resources/src', 'remote-admin/src', '.storybook', 'package-lock.json'];

/** Builds Storybook when its output is missing or older than the components or its config. */
export function buildStorybookIfStale() {
  const stamp = path.join(STORYBOOK_DIR, 'index.json');
  const inputsChanged = Math.max(...INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= inputsChanged) return;
  console.log('[build] storybook-static is missing or out of date: building…');
  execFileSync('npm', ['run', 'build-storybook', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}

/** The built Storybook on `port`, served as the apps are (serve-app.ts). */
export function serveStorybookBuild({ port, quiet = false }) {
  return run('storybook', process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'serve-app.ts'), STORYBOOK_DIR, String(port)], { cwd: ROOT, quiet });
}
