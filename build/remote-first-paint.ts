/**
 * A remote's first paint (docs/decisions/0055): after the client build, a server build renders
 * each of the remote's pages that needs no API data at each of its paths, into `first-paint.json`
 * beside remoteEntry.js, with the CSS the client build gave that page (from `mf-manifest.json`);
 * the blog page as a template the host fills (0056).
 * The shell's host puts it in the HTML, so the page's content paints before any script has run.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appEntry } from '../shared-api/src/catalog/app-manifest.ts';
import { FIRST_PAINT_FILE, type RemoteFirstPaint } from '../shared-api/src/catalog/first-paint.ts';
import type { Blog } from '../shared-api/src/contract/entities.ts';
import { COURSE_PAGE_PATHS } from '../shared-api/src/catalog/site-pages.ts';
import { BLOG_PAGE } from '../shared-api/src/catalog/page-paths.ts';
import { type RenderWithBlog, renderBlogTemplate } from './blog-template.ts';
import { afterBundleWritten, withServerBuild } from './first-paint.ts';

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
import { makeStore, StoreProvider, studyHubApi } from '@studyhub/shared-api';
export { formatLongDate } from '@studyhub/shared-ui';
${pages.map((page, index) => `import Page${index} from ${JSON.stringify(path.join(root, page.source))};`).join('\n')}
const pages = { ${pages.map((page, index) => `${JSON.stringify(page.module)}: Page${index}`).join(', ')} };
export const renderAt = async (module, pattern, location, blog) => {
  const store = makeStore({ apiBaseUrl: '' });
  // The blog page's template (docs/decisions/0056): its blog already in the store, as the shell puts it there.
  if (blog) await store.dispatch(studyHubApi.util.upsertQueryData('getBlog', blog._id, blog));
  return renderToStaticMarkup(
    createElement(StoreProvider, { store },
      createElement(StaticRouter, { location },
        createElement(Routes, null, createElement(Route, { path: pattern, element: createElement(pages[module]) })))));
};
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

// The stylesheet remote-public's post body imports with `?url` for formulas (docs/decisions/0071).
const FORMULA_STYLESHEET = /^katex\.min-[\w-]+\.css$/;

/** Where the client build put the formulas' stylesheet, relative to remoteEntry.js, if it has one. */
async function formulaStylesheet(outDir: string): Promise<string | undefined> {
  const assets = await readdir(path.join(outDir, 'assets')).catch(() => []);
  const found = assets.filter((file) => FORMULA_STYLESHEET.test(file));
  if (found.length > 1) throw new Error(`first paint: more than one formula stylesheet in the build: ${found.join(', ')}`);
  return found[0] && `assets/${found[0]}`;
}

export const remoteFirstPaint = (app: string) =>
  afterBundleWritten('studyhub:remote-first-paint', async (root, outDir) => {
    const withModule = appEntry(app).pages.flatMap(({ module, source, path: pattern }) =>
      module && source ? [{ module, source, pattern, paths: firstPaintPaths(pattern) }] : [],
    );
    const toRender = withModule.filter((page) => page.paths.length > 0 || page.pattern === BLOG_PAGE);
    const blogPage = toRender.find((page) => page.pattern === BLOG_PAGE);
    const css = await cssOfModules(outDir);
    const firstPaint: RemoteFirstPaint = await withServerBuild(root, entrySource(root, toRender), async (entry) => {
      const renderAt = entry.renderAt as RenderWithBlog;
      const rendered = toRender.flatMap((page) => page.paths.map(async (at) => [at, { html: await renderAt(page.module, page.pattern, at), css: css.get(page.module) ?? '' }]));
      const pages = Object.fromEntries(await Promise.all(rendered));
      if (!blogPage) return { pages };
      const render = (at: string, blog: Blog) => renderAt(blogPage.module, blogPage.pattern, at, blog);
      const html = await renderBlogTemplate({ render, formatLongDate: entry.formatLongDate as (iso: string) => string });
      const stylesheet = await formulaStylesheet(outDir);
      return { pages, blog: { html, css: css.get(blogPage.module) ?? '', ...(stylesheet ? { formulaStylesheet: stylesheet } : {}) } };
    });
    await writeFile(path.join(outDir, FIRST_PAINT_FILE), `${JSON.stringify(firstPaint)}\n`);
  });
