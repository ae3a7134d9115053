/**
 * The shell's first paint in its HTML (docs/decisions/0053): after the client build, a server
 * build of `shell/src/app/FirstPaint.tsx` renders the app's first frame at each route pattern.
 * dist/index.html gets the home page's; `first-paint.json` holds every pattern's, for the static
 * host to put in each page it serves.
 */
import react from '@vitejs/plugin-react';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { FIRST_PAINT_FILE, FIRST_PAINT_NOT_FOUND, ROOT_ELEMENT, type FirstPaintPages } from '../shared-api/src/catalog/first-paint.ts';
import { SITE_ROUTE_PATTERNS } from '../shared-api/src/catalog/site-routes.ts';

const ENTRY_ID = 'virtual:studyhub-first-paint';
const ENTRY_FILE = 'first-paint.mjs';

/** A path each pattern matches, as the router sees it; none of the nav links depends on an id. */
export function pathForPattern(pattern: string): string {
  if (pattern === FIRST_PAINT_NOT_FOUND) return '/first-paint-not-found';
  return pattern.replace(/\/\*$/, '').replace(/:[^/]+/g, 'first-paint') || '/';
}

/** The built index.html with `markup` inside its empty root element. */
export function withRootMarkup(html: string, markup: string): string {
  const empty = `${ROOT_ELEMENT}</div>`;
  if (!html.includes(empty)) throw new Error(`first paint: no empty ${ROOT_ELEMENT} in the built index.html`);
  return html.replace(empty, `${ROOT_ELEMENT}${markup}</div>`);
}

// The router comes from the same module the components import, so there is one router context;
// importing it here rather than through shared-api keeps it out of the share every page loads (decision 0059).
const entrySource = (firstPaintModule: string) => `
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { FirstPaint } from ${JSON.stringify(firstPaintModule)};
export const renderAt = (location) => renderToStaticMarkup(createElement(StaticRouter, { location }, createElement(FirstPaint)));
`;

/**
 * Builds `entrySource` for the server (the same root, React plugin and CSS-module settings as the
 * client build, so the class names are the client's), imports it and hands it to `use`.
 */
export async function withServerBuild<T>(root: string, entrySource: string, use: (entry: Record<string, unknown>) => T): Promise<T> {
  // Under the app, so Node resolves the build's external packages (React, the router) from it.
  const cache = path.join(root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(path.join(cache, 'first-paint-'));
  try {
    const entry: Plugin = {
      name: 'studyhub:first-paint-entry',
      resolveId: (source) => (source === ENTRY_ID ? `\0${ENTRY_ID}` : null),
      load: (id) => (id === `\0${ENTRY_ID}` ? entrySource : null),
    };
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react(), entry],
      build: { ssr: true, outDir, emptyOutDir: true, rolldownOptions: { input: ENTRY_ID, output: { entryFileNames: ENTRY_FILE } } },
    });
    return await use((await import(pathToFileURL(path.join(outDir, ENTRY_FILE)).href)) as Record<string, unknown>);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Renders every pattern's first paint with a server build of the app's own components. */
function renderPages(root: string): Promise<FirstPaintPages> {
  return withServerBuild(root, entrySource(path.join(root, 'src/app/FirstPaint.tsx')), (entry) => {
    const renderAt = entry.renderAt as (location: string) => string;
    const patterns = [...SITE_ROUTE_PATTERNS, FIRST_PAINT_NOT_FOUND];
    return Object.fromEntries(patterns.map((pattern) => [pattern, renderAt(pathForPattern(pattern))]));
  });
}

/**
 * A plugin that runs `write` once the client bundle is written, and only when it was: the server
 * build reads the written files (index.html, a remote's mf-manifest.json).
 */
export function afterBundleWritten(name: string, write: (root: string, outDir: string) => Promise<void>): Plugin {
  let root = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler: ({ dir: outDir = path.join(root, 'dist') }) => write(root, outDir),
    },
  };
}

export const firstPaint = () =>
  afterBundleWritten('studyhub:first-paint', async (root, outDir) => {
    const pages = await renderPages(root);
    const index = path.join(outDir, 'index.html');
    await writeFile(index, withRootMarkup(await readFile(index, 'utf8'), pages['/']!));
    await writeFile(path.join(outDir, FIRST_PAINT_FILE), `${JSON.stringify({ pages })}\n`);
  });
