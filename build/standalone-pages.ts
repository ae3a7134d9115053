import path from 'node:path';
import type { Plugin } from 'vite';
import { appEntry } from '../shared-api/src/catalog/app-manifest.ts';

const ID = 'virtual:standalone-pages';
const ROOT = path.dirname(import.meta.dirname);

/**
 * `virtual:standalone-pages`, imported by a remote's standalone bootstrap: that remote's pages
 * from the app manifest, so a page added there needs no second route (docs/decisions/0048).
 * Each page is a dynamic import, as the federation's exposes import it, so a page is one chunk
 * for both; a static import would add a re-export chunk to every page the shell loads.
 */
export function standalonePages(): Plugin {
  return {
    name: 'studyhub:standalone-pages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== ID || !importer) return null;
      // The importing file's workspace folder names the remote.
      const app = path.relative(ROOT, importer).split(path.sep)[0];
      return `\0${ID}:${app}`;
    },
    load(id) {
      if (!id.startsWith(`\0${ID}:`)) return null;
      const app = appEntry(id.slice(`\0${ID}:`.length));
      const lines = app.pages.map(
        (page) => `  { path: ${JSON.stringify(page.path)}, load: () => import(${JSON.stringify(path.join(ROOT, app.name, page.source ?? ''))}) },`,
      );
      return `export const pages = [\n${lines.join('\n')}\n];\n`;
    },
  };
}
