/**
 * A remote's first paint (docs/decisions/0055): after the client build, a server build renders
 * each of the remote's pages that needs no API data at each of its paths, into `first-paint.json`
 * beside remoteEntry.js, with the CSS the client build gave that page (from `mf-manifest.json`).
 * The shell's host puts it in the HTML, so the page's content paints before any script has run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appEntry } from './shared-api/src/catalog/app-manifest.ts';
import { FIRST_PAINT_FILE, type RemoteFirstPaintPages } from './shared-api/src/catalog/first-paint.ts';
import { COURSE_PAGE_PATHS } from './shared-api/src/catalog/site-pages.ts';
import { afterBundleWritten, withServerBuild } from './vite.first-paint.ts';

/**
 * The paths a page is rendered at: its own, or each built-in course's; none for a page that shows
 * the API's data (a blog), which the build cannot know.
 */
export function firstPaintPaths(pattern: string): readonly string[] {
  if (pattern === '/notes/:id') return COURSE_PAGE_PATHS;
  if (pattern.includes(':')) return [];
  return [pattern.replace(/\/\*$/, '') || '/'];
}

interface PageToRender {
  module: string;
  source: string;
  pattern: string;
  paths: readonly string[];
}

// Each page under the route the shell gives it (a nested router, like the admin's, matches as in
// the shell), in a visitor's store that has asked the API nothing.
const entrySource = (root: string, pages: readonly PageToRender[]) => `
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { makeStore, StoreProvider } from '@studyhub/shared-api';
${pages.map((page, index) => `import Page${index} from ${JSON.stringify(path.join(root, page.source))};`).join('\n')}
const pages = { ${pages.map((page, index) => `${JSON.stringify(page.module)}: Page${index}`).join(', ')} };
export const renderAt = (module, pattern, location) => renderToStaticMarkup(
  createElement(StoreProvider, { store: makeStore({ apiBaseUrl: '' }) },
    createElement(StaticRouter, { location },
      createElement(Routes, null, createElement(Route, { path: pattern, element: createElement(pages[module]) })))));
`;

interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[]; async: string[] } };
}

/** The CSS the client build loads with each exposed module, read from the build's own files. */
async function cssOfModules(outDir: string): Promise<Map<string, string>> {
  const manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8')) as { exposes: ManifestExpose[] };
  const css = new Map<string, string>();
  for (const expose of manifest.exposes) {
    const files = [...new Set([...expose.assets.css.sync, ...expose.assets.css.async])];
    const text = (await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')))).join('\n');
    // The host writes it inside a <style> element.
    if (/<\/style/i.test(text)) throw new Error(`first paint: the CSS of ${expose.name} holds "</style"`);
    css.set(expose.name, text);
  }
  return css;
}

export const remoteFirstPaint = (app: string) =>
  afterBundleWritten('studyhub:remote-first-paint', async (root, outDir) => {
    const toRender = appEntry(app)
      .pages.flatMap(({ module, source, path: pattern }) => (module && source ? [{ module, source, pattern, paths: firstPaintPaths(pattern) }] : []))
      .filter((page) => page.paths.length > 0);
    const css = await cssOfModules(outDir);
    const pages: RemoteFirstPaintPages = await withServerBuild(root, entrySource(root, toRender), (entry) => {
      const renderAt = entry.renderAt as (module: string, pattern: string, location: string) => string;
      return Object.fromEntries(
        toRender.flatMap((page) => page.paths.map((at) => [at, { html: renderAt(page.module, page.pattern, at), css: css.get(page.module) ?? '' }])),
      );
    });
    await writeFile(path.join(outDir, FIRST_PAINT_FILE), `${JSON.stringify({ pages })}\n`);
  });
