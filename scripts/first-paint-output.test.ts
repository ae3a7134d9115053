import { FIRST_PAINT_FILE, FIRST_PAINT_NOT_FOUND, ROOT_ELEMENT, SITE_ROUTE_PATTERNS } from '@studyhub/shared-api/catalog';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { scratchBuild } from './scratch-build.ts';

// The shell built as `npm run build` builds it, into a directory of its own so its dist stays
// untouched: the first paint it writes must be styled by the CSS the same build emits (docs/decisions/0053).
const built = scratchBuild('shell');

const pages = () => (JSON.parse(readFileSync(path.join(built(), FIRST_PAINT_FILE), 'utf8')) as { pages: Record<string, string> }).pages;

it('writes a frame for every route pattern and the not-found page, and the home frame into index.html', () => {
  expect(Object.keys(pages()).sort()).toEqual([...SITE_ROUTE_PATTERNS, FIRST_PAINT_NOT_FOUND].sort());
  expect(readFileSync(path.join(built(), 'index.html'), 'utf8')).toContain(`${ROOT_ELEMENT}${pages()['/']}</div>`);
});

it('uses only CSS-module class names that the client build’s stylesheet defines', () => {
  const css = readdirSync(path.join(built(), 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(built(), 'assets', file), 'utf8'))
    .join('\n');
  const classes = new Set(Object.values(pages()).flatMap((markup) => [...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean))));
  expect(classes.size).toBeGreaterThan(20);
  expect([...classes].filter((name) => !css.includes(`.${name}`))).toEqual([]);
});

it('marks the current section as NavLink does', () => {
  const current = (markup: string) => [...markup.matchAll(/<a aria-current="page"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  expect(current(pages()['/notes/:id']!)).toEqual(['/notes', '/notes']);
  expect(current(pages()['/lab']!)).toEqual(['/lab', '/lab']);
  expect(current(pages()['/']!)).toEqual([]);
});

// The scripts wait for the first paint (docs/decisions/0055): the HTML asks for the entry alone, at
// low priority, and the entry preloads the rest once the page has painted.
it('asks for its scripts after the first paint', () => {
  const html = readFileSync(path.join(built(), 'index.html'), 'utf8');
  expect(html).not.toContain('modulepreload');
  const entry = /<script type="module" fetchpriority="low"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const code = readFileSync(path.join(built(), entry!), 'utf8');
  expect(code.indexOf('first-contentful-paint')).toBeLessThan(code.indexOf('modulepreload'));
  const preloaded = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(code)![1]!) as string[];
  expect(preloaded.some((file) => file.includes('federation-runtime'))).toBe(true);
  // Then the app's entry, which the HTML no longer names.
  const app = /await import\(("[^"]+")\)/.exec(code)?.[1];
  expect(code.indexOf('modulepreload')).toBeLessThan(code.indexOf('import('));
  for (const file of [...preloaded, JSON.parse(app!) as string]) expect(readdirSync(path.join(built(), path.dirname(file)))).toContain(path.basename(file));
});
