// Which named exports of a package the apps import, read from their sources. The federation
// build tree-shakes each shared singleton to this union, so every app gets the same copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const SOURCE_ROOTS = ['shell', 'remote-public', 'remote-resources', 'remote-admin', 'shared-ui', 'shared-api'].map((dir) => path.join(ROOT, dir, 'src'));
const SKIPPED = /\.(test|stories)\.tsx?$|\/testing\//;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !SKIPPED.test(file)) yield file;
  }
}

/**
 * The value exports of `pkg` that the apps' sources import or re-export, sorted; `undefined` when
 * some file takes the whole module (`import * as`, a default import or a side-effect import),
 * because then nothing can be left out. `roots` are the source folders to read (the apps' `src`).
 */
export function usedExports(pkg, roots = SOURCE_ROOTS) {
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`(import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*'${quoted}'|import\\s+'${quoted}'`, 'g');
  const names = new Set();
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(statement)) {
        if (match[2]) continue; // `import type` / `export type`: erased
        const clause = match[3];
        if (clause === undefined || !/^\{[^}]*\}$/s.test(clause)) return undefined;
        for (const part of clause.slice(1, -1).split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
        }
      }
    }
  }
  return [...names].sort();
}
