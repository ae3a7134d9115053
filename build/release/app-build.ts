import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The environment `npm run build` would see, not a test runner's: the federation plugin turns itself
 * off under one (scripts/command-runner.ts#APP_ENV), and NODE_ENV would change what React ships.
 */
function buildEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
}

/**
 * `app`'s production build, exactly as `npm run build -w <app>` makes it (`vite build` in the app's
 * folder, its vite.config.ts), written to `outDir` instead of the app's dist/, which stays untouched.
 */
export async function viteBuild(app: string, outDir: string): Promise<void> {
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  try {
    await promisify(execFile)(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(ROOT, app),
      env: buildEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`Building ${app} failed:\n${stderr || stdout || String(error)}`, { cause: error });
  }
}
