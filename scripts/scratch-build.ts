import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { APP_ENV, ROOT } from './command-runner.ts';

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
      env: APP_ENV,
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  return () => outDir;
}
