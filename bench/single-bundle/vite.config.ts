import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { federationName, REMOTE_EXPOSES, type RemoteApp } from '../../build/app-config.ts';
import { reactRouterProduction } from '../../build/plugins.ts';
import { precompressAssets } from '../../build/precompress.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHELL = path.join(ROOT, 'shell');
const FEDERATED_LOADER = path.join(SHELL, 'src/common/remotes/remote-modules.ts');
const LOCAL_LOADER = path.join(import.meta.dirname, 'remote-modules.ts');
const PAGES_ID = 'virtual:studyhub-local-pages';

/**
 * The shell with every remote page imported directly instead of through Module Federation: the
 * same code and routes, one bundle, code-split per page. The benchmark's baseline, and a
 * deployment mode for small sites (one static host instead of four).
 */
function localPages(): Plugin {
  return {
    name: 'studyhub:local-pages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === PAGES_ID) return `\0${PAGES_ID}`;
      if (importer && source.endsWith('remote-modules.ts') && path.resolve(path.dirname(importer), source) === FEDERATED_LOADER) {
        return LOCAL_LOADER;
      }
      return null;
    },
    load(id) {
      if (id !== `\0${PAGES_ID}`) return null;
      const lines = Object.entries(REMOTE_EXPOSES).flatMap(([app, exposes]) =>
        Object.entries(exposes).map(([key, file]) => {
          const module = `${federationName(app as RemoteApp)}/${key.slice(2)}`;
          return `  ${JSON.stringify(module)}: () => import(${JSON.stringify(path.join(ROOT, app, file))}),`;
        }),
      );
      return `export const pages = {\n${lines.join('\n')}\n};\n`;
    },
  };
}

export default defineConfig({
  root: SHELL,
  base: '/',
  plugins: [react(), localPages(), reactRouterProduction(), precompressAssets()],
  build: { outDir: path.join(import.meta.dirname, 'dist'), emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});
