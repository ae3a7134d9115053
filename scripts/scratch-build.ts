import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { isStale } from './build-if-stale.mjs';
import { APP_ENV, ROOT } from './command-runner.ts';

/**
 * `app` as `npm run build` builds it, for the calling test file to read: its own dist/ when that is
 * fresh (`npm test` builds before the unit tests), else a build into a directory of its own, so
 * the app's dist stays untouched. Returns that directory (read it inside tests).
 */
export function scratchBuild(app: string): () => string {
  let outDir = '';
  let scratch = false;
  beforeAll(() => {
    if (!isStale(app)) {
      outDir = path.join(ROOT, app, 'dist');
      return;
    }
    scratch = true;
    outDir = mkdtempSync(path.join(tmpdir(), `studyhub-${app}-build-`));
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(ROOT, app),
      env: APP_ENV,
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => {
    if (scratch) rmSync(outDir, { recursive: true, force: true });
  });
  return () => outDir;
}
