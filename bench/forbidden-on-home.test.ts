import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { FORBIDDEN_ON_HOME } from './forbidden-on-home.ts';

/** The package's folder: its entry, resolved, up to the folder named like the package. */
function packageDir(pkg: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
  while (path.basename(dir) !== pkg) dir = path.dirname(dir);
  return dir;
}

/** Every script of the installed package a bundler may take, minified copies aside. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file) && !file.endsWith('.min.js') && !file.includes(`locale${path.sep}`))
    .map((file) => path.join(dir, file));
}

// The bench tells a library in a downloaded chunk by one of its strings; a renamed string would
// make it report the home page clean whatever it loads.
it.each(Object.entries(FORBIDDEN_ON_HOME))('%s still contains the string the bench finds it by', (_library, { pkg, marker }) => {
  const dir = packageDir(pkg);
  const found = scripts(dir).some((file) => readFileSync(file, 'utf8').includes(marker));
  expect(found, `"${marker}" is no longer in ${dir}: pick another string only ${pkg} contains`).toBe(true);
});
