/**
 * The build's own Vite plugins, each a small rewrite of an app's index.html or bundle that the
 * federation plugin leaves undone. Used by build/app-config.ts.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

/**
 * A plugin that rewrites the built index.html. It runs after generateBundle, not in
 * transformIndexHtml, because the federation plugin adds its tags after that hook.
 */
function rewriteIndexHtml(name: string, rewrite: (html: string, bundle: Rolldown.OutputBundle) => string): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type === 'asset' && typeof page.source === 'string') page.source = rewrite(page.source, bundle);
    },
  };
}

/**
 * Inside JS a remote's assets stay relative to the remote (docs/toolchain.md#a-relative-base-in-remotes), but its standalone
 * index.html needs root-absolute URLs so deep links such as /admin/addBlog find the scripts.
 */
export const rootAbsoluteHtmlUrls = () =>
  rewriteIndexHtml('studyhub:root-absolute-html-urls', (html) => html.replace(/(src|href)="\.\//g, '$1="/'));

/**
 * Names the federation plugin gives its files and globals. None is a documented API, so
 * scripts/federation-internals.test.ts checks each against the installed plugin: an upgrade that
 * renames one fails there, not silently in the browser.
 */
export const FEDERATION_INTERNALS = {
  /** The chunk that holds the shares an app waits for before it starts. */
  pendingSharesChunk: 'pendingShares',
  /** Where a remote built with `experiments.externalRuntime` looks for the runtime it borrows. */
  runtimeCoreGlobal: '_FEDERATION_RUNTIME_CORE',
  /** The module that stands in for runtime-core in such a remote and reads that global. */
  externalRuntimeModule: 'mf-external-runtime-core',
} as const;

const OWN_SHARE_FILE = new RegExp(`/${FEDERATION_INTERNALS.pendingSharesChunk}-`);

/**
 * The federation runtime imports the chunk of the shares an app waits for only after it has
 * started. It is always needed when the app's page is opened, so the page asks for it at once:
 * one round trip instead of a chain of them.
 */
export const preloadOwnShares = () =>
  rewriteIndexHtml('studyhub:preload-own-shares', (html, bundle) => {
    const files = Object.keys(bundle).filter((file) => OWN_SHARE_FILE.test(file));
    const links = files.map((file) =>
      // crossorigin as on Vite's own tags: a preload is used only by a request of the same credentials mode.
      file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="/${file}" />` : `<link rel="modulepreload" crossorigin href="/${file}" />`,
    );
    return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  });

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The shell's HTML paints its page before any script runs (docs/decisions/0053, 0055), so its
 * scripts wait for that paint instead of competing with the stylesheet on a slow link: the entry
 * is fetched at low priority, and it asks for the modules the HTML used to preload once the browser
 * has recorded the first contentful paint (or after 1 s, in a tab that does not paint).
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'studyhub:scripts-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(page.source)?.[1];
      if (entry === undefined || bundle[entry]?.type !== 'chunk') throw new Error('scripts after first paint: no entry module in index.html');
      const preloads = [...page.source.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
      // The browser's own record of the first contentful paint, not a frame callback, which can run
      // before the frame is shown; a tab that never paints (in the background) starts after 1 s.
      const afterPaint = `new Promise((resolve) => {
  new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length > 0) resolve(); }).observe({ type: 'paint', buffered: true });
  setTimeout(resolve, 1000);
})`;
      const source = [
        `await ${afterPaint};`,
        `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: 'anonymous', href }));`,
        `await import(${JSON.stringify(`/${entry}`)});`,
      ].join('\n');
      // Named by its content: assets are cached as immutable (server/src/static-host/cache-policy.ts).
      const start = `assets/start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: start, source });
      page.source = page.source
        .replace(MODULE_PRELOAD, '')
        .replace(`src="/${entry}"`, `src="/${start}"`)
        .replace('<script type="module"', '<script type="module" fetchpriority="low"');
    },
  };
}

const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));

/**
 * react-router's package exports resolve to its development build only, which keeps its warnings
 * in (a flag the minifier cannot see through); the production build ships beside it. A build
 * takes that one (docs/decisions/0049). `react-router-dom` re-exports both specifiers.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'studyhub:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_PRODUCTION}dom-export.mjs` },
        ],
      },
    }),
  };
}


// The file the package exports for `import`, found by resolution rather than by its path inside the package.
const RUNTIME_CORE_FILE = fileURLToPath(import.meta.resolve('@module-federation/runtime-core'));
const STANDALONE_RUNTIME_ID = 'virtual:studyhub-standalone-runtime';

/**
 * A remote borrows the shell's federation runtime instead of shipping its own
 * (`experiments.externalRuntime`). Opened on its own origin there is no shell, so its page first
 * runs a chunk that provides the runtime the same way the shell does. Imported by file path, so
 * the plugin's redirect of `@module-federation/runtime-core` to the borrowed copy leaves it alone.
 */
export function standaloneRuntime(): Plugin[] {
  const provide: Plugin = {
    name: 'studyhub:standalone-runtime',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: STANDALONE_RUNTIME_ID, name: 'standalone-runtime' });
    },
    resolveId: (source) => (source === STANDALONE_RUNTIME_ID ? `\0${STANDALONE_RUNTIME_ID}` : null),
    load(id) {
      if (id !== `\0${STANDALONE_RUNTIME_ID}`) return null;
      return `import * as core from ${JSON.stringify(RUNTIME_CORE_FILE)};\nglobalThis.${FEDERATION_INTERNALS.runtimeCoreGlobal} ??= core;\n`;
    },
  };
  const runFirst = rewriteIndexHtml('studyhub:standalone-runtime-first', (html, bundle) => {
    const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'standalone-runtime');
    // Module scripts run in document order: this one before the federation's bootstrap.
    return chunk ? html.replace('<script', `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    <script`) : html;
  });
  return [provide, runFirst];
}

/**
 * Keeps files only build tools read out of dist, which is deployed and served as it is
 * (docs/decisions/0028). The federation plugin turns on Vite's manifest (`.vite/manifest.json`)
 * and writes `mf-stats.json`; it builds `mf-manifest.json` from the bundle itself, and nothing
 * here or at run time reads either file.
 */
export function buildOnlyFilesOut(): Plugin {
  return {
    name: 'studyhub:build-only-files-out',
    apply: 'build',
    enforce: 'post',
    // After the federation plugin's own config hook, which sets `build.manifest` when it is off.
    config: { order: 'post', handler: () => ({ build: { manifest: false } }) },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        delete bundle['mf-stats.json'];
      },
    },
  };
}
