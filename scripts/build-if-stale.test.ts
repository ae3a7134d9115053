import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_NAMES } from './apps.mjs';
import { isStale, SHARED_INPUTS } from './build-if-stale.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_FILES = readdirSync(path.join(ROOT, 'build'), { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(ROOT, 'build', file)).isFile());

it('names the build folder as an input of every app, and no build module lies loose at the root', () => {
  expect(SHARED_INPUTS).toContain('build');
  expect(readdirSync(ROOT).filter((file) => /^vite\..+\.ts$/.test(file))).toEqual([]);
  expect(BUILD_FILES).toEqual(expect.arrayContaining(['app-config.ts', 'plugins.ts', 'first-paint.ts', 'remote-first-paint.ts', 'blog-template.ts', 'precompress.ts']));
});

// A copy of the repository's layout with every build built a minute ago from inputs two minutes
// old; `npm start` rebuilds an app when isStale says so.
describe('an edit in build/ makes every app stale', () => {
  let root = '';
  const now = Date.now() / 1000;
  const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'studyhub-stale-'));
    for (const file of BUILD_FILES) {
      mkdirSync(path.dirname(path.join(root, 'build', file)), { recursive: true });
      writeFileSync(path.join(root, 'build', file), '');
      at(path.join(root, 'build', file), now - 120);
    }
    // Folders too (build/release/): a folder's time counts as an input's.
    for (const folder of new Set(BUILD_FILES.map((file) => path.dirname(file)))) at(path.join(root, 'build', folder), now - 120);
    for (const app of APP_NAMES) {
      mkdirSync(path.join(root, app, 'dist'), { recursive: true });
      writeFileSync(path.join(root, app, 'dist', 'index.html'), '');
      at(path.join(root, app, 'dist', 'index.html'), now - 60);
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('leaves the builds alone while nothing changed', () => {
    for (const app of APP_NAMES) expect(isStale(app, root), app).toBe(false);
  });

  it.each(BUILD_FILES)('after an edit of build/%s', (file) => {
    at(path.join(root, 'build', file), now);
    for (const app of APP_NAMES) expect(isStale(app, root), app).toBe(true);
  });

  it('after a module is added to build/', () => {
    writeFileSync(path.join(root, 'build', 'new-plugin.ts'), '');
    for (const app of APP_NAMES) expect(isStale(app, root), app).toBe(true);
  });
});
