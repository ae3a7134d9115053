import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The app's environment, not the test runner's: the federation plugin turns itself off under a test runner. */
const BUILD_ENV = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));

/**
 * `app` built as `npm run build` builds it, for the calling test file, into a directory of its own
 * so the app's dist stays untouched. Returns that directory (read it inside tests).
 */
export function scratchBuild(app: string): () => string {
  let outDir = '';
  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), `studyhub-${app}-build-`));
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(ROOT, app),
      env: BUILD_ENV,
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  return () => outDir;
}
