import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

// dist is deployed as it is (docs/decisions/0028), so a build must leave nothing in it that only
// tools read. A remote is built, into a directory of its own so the apps' dist stays untouched:
// only a remote gets the federation plugin's manifests.
const ROOT = path.resolve(import.meta.dirname, '..');
let outDir: string;

/** The shell's environment, not the test runner's: the federation plugin turns itself off under a test runner. */
const BUILD_ENV = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'studyhub-build-'));
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(ROOT, 'remote-public'),
    env: BUILD_ENV,
    stdio: 'pipe',
  });
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('writes no dotfile or dot-directory, such as Vite’s .vite/manifest.json', () => {
  const entries = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  expect(entries.filter((entry) => entry.split(path.sep).some((segment) => segment.startsWith('.')))).toEqual([]);
});

it('writes no federation stats, and every file the shell loads at run time', () => {
  expect(existsSync(path.join(outDir, 'mf-stats.json'))).toBe(false);
  for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']) {
    expect(existsSync(path.join(outDir, file)), file).toBe(true);
  }
});
