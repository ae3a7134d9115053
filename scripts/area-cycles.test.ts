import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_NAMES } from './apps.mjs';

// Lint refuses a cycle of files (import-x/no-cycle, which skips type imports); this refuses a
// cycle of folders: an area of the server (server/src/blogs/, search/, config …) or a layer of an
// app (app/, features/, common/) that imports another which imports it back, types included.
const ROOT = path.resolve(import.meta.dirname, '..');
// Not shared-api: its client/ and store/ are one Redux module in two folders (the API dispatches the
// auth slice's actions, the store is made of the API), a cycle Redux itself asks for.
const SOURCES = ['server', ...APP_NAMES, 'shared-ui'].map((workspace) => `${workspace}/src`);
const RELATIVE_IMPORT = /\bfrom\s+'(\.\.?\/[^']+)'|\bimport\s*\(?\s*'(\.\.?\/[^']+)'/g;

/** The folder right under src/ a file belongs to, or the file's own name for one directly in src/. */
function areaOf(relative: string): string {
  const [first = '', ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : first.replace(/\.[^.]+$/, '');
}

/** Each area's imports of other areas, from every source file under `src`. */
export function areaImports(src: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file));
  for (const file of files) {
    const from = areaOf(file);
    for (const match of readFileSync(path.join(src, file), 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.relative(src, path.resolve(path.dirname(path.join(src, file)), match[1] ?? match[2]!));
      if (target.startsWith('..')) continue;
      const to = areaOf(target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as `a → b → a`. */
export function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (area: string, trail: string[]) => {
    const back = trail.indexOf(area);
    if (back >= 0) return void found.push([...trail.slice(back), area].join(' → '));
    if (done.has(area)) return;
    for (const next of graph.get(area) ?? []) walk(next, [...trail, area]);
    done.add(area);
  };
  for (const area of [...graph.keys()].sort()) walk(area, []);
  return found;
}

describe('no cycle between the areas of a workspace', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['blogs', new Set(['search', 'http'])],
      ['search', new Set(['blogs'])],
    ]);
    expect(cycles(graph)).toEqual(['blogs → search → blogs']);
  });

  it.each(SOURCES)('%s', (src) => {
    const graph = areaImports(path.join(ROOT, src));
    expect(graph.size).toBeGreaterThan(0);
    expect(cycles(graph)).toEqual([]);
  });
});
