/**
 * Build settings every app shares: ports, the federation singletons and the remote shape.
 * The settings marked "TOOLCHAIN" failed without them (see ../shared/TOOLCHAIN.md).
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import { APP_PORTS, type AppName } from './scripts/ports.mjs';
import { usedExports } from './scripts/used-exports.mjs';

function versionOf(pkg: string): string {
  const url = new URL(`./node_modules/${pkg}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

/**
 * Shared as singletons so the page has one React, one router, one store with its API client
 * (shared-api owns Redux and react-redux, so they come with it) and one toast queue. Nothing else:
 * each share costs requests and loses the bundler's tree shaking, so the component library is
 * bundled into each app instead.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-hot-toast', '@studyhub/shared-api'] as const;

/** Cut down to the union of what all apps import, so the shell's copy serves every remote. */
const TREE_SHAKEN = new Set<string>(['react-router-dom', '@studyhub/shared-api']);

/** What the shell provides eagerly: it always needs them, and one chunk beats a chain of small ones. */
const EAGER_IN_SHELL = new Set<string>(['react', 'react-dom', 'react-hot-toast', '@studyhub/shared-api']);

function shareConfig(pkg: string, eager = false) {
  const exports = TREE_SHAKEN.has(pkg) && !eager ? usedExports(pkg) : undefined;
  return {
    singleton: true,
    requiredVersion: `^${versionOf(pkg)}`,
    ...(eager ? { eager } : {}),
    ...(exports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: exports } } : {}),
  };
}

export const sharedSingletons = Object.fromEntries(SINGLETONS.map((pkg) => [pkg, shareConfig(pkg)]));
const hostShares = Object.fromEntries(SINGLETONS.map((pkg) => [pkg, shareConfig(pkg, EAGER_IN_SHELL.has(pkg))]));

function devServer(app: AppName) {
  const port = APP_PORTS[app];
  return {
    port,
    strictPort: true,
    // TOOLCHAIN 5: without an origin, a remote's assets resolve against the host in dev.
    origin: `http://localhost:${port}`,
    cors: true,
  };
}

/**
 * Inside JS a remote's assets stay relative to the remote (TOOLCHAIN 4), but its standalone
 * index.html needs root-absolute URLs so deep links such as /admin/addBlog find the scripts.
 */
function rootAbsoluteHtmlUrls(): Plugin {
  return {
    name: 'studyhub:root-absolute-html-urls',
    apply: 'build',
    enforce: 'post',
    // generateBundle, not transformIndexHtml: the federation plugin adds its tags after that hook.
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type === 'asset' && typeof page.source === 'string') {
        page.source = page.source.replace(/(src|href)="\.\//g, '$1="/');
      }
    },
  };
}

/**
 * The federation runtime imports an app's own copies of its shares only after it has started,
 * one after another. They are always needed when the app's page is opened, so the page asks for
 * them at once: one round trip instead of a chain of them.
 */
function preloadOwnShares(): Plugin {
  return {
    name: 'studyhub:preload-own-shares',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const files = Object.keys(bundle).filter((file) => /__tree_shaking__|\/pendingShares-/.test(file));
      const links = files.map((file) =>
        file.endsWith('.css') ? `<link rel="preload" as="style" href="/${file}" />` : `<link rel="modulepreload" crossorigin href="/${file}" />`,
      );
      page.source = page.source.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    },
  };
}

const RUNTIME_CORE_FILE = fileURLToPath(new URL('./node_modules/@module-federation/runtime-core/dist/index.js', import.meta.url));
const STANDALONE_RUNTIME_ID = 'virtual:studyhub-standalone-runtime';

/**
 * A remote borrows the shell's federation runtime instead of shipping its own
 * (`experiments.externalRuntime`). Opened on its own origin there is no shell, so its page first
 * runs a chunk that provides the runtime the same way the shell does. Imported by file path, so
 * the plugin's redirect of `@module-federation/runtime-core` to the borrowed copy leaves it alone.
 */
function standaloneRuntime(): Plugin {
  return {
    name: 'studyhub:standalone-runtime',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      this.emitFile({ type: 'chunk', id: STANDALONE_RUNTIME_ID, name: 'standalone-runtime' });
    },
    resolveId: (source) => (source === STANDALONE_RUNTIME_ID ? `\0${STANDALONE_RUNTIME_ID}` : null),
    load(id) {
      if (id !== `\0${STANDALONE_RUNTIME_ID}`) return null;
      return `import * as core from ${JSON.stringify(RUNTIME_CORE_FILE)};\nglobalThis._FEDERATION_RUNTIME_CORE ??= core;\n`;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'standalone-runtime');
      if (page?.type !== 'asset' || typeof page.source !== 'string' || !chunk) return;
      // Module scripts run in document order: this one before the federation's bootstrap.
      page.source = page.source.replace('<script', `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    <script`);
    },
  };
}

/**
 * Left alone, the bundler splits the federation runtime into several small chunks that every page
 * loads anyway; one chunk saves the requests. A remote's runtime-core is the shell's (see above)
 * and stays out, so that only a standalone page downloads it.
 */
const BUILD = {
  target: 'es2022',
  rolldownOptions: {
    output: { codeSplitting: { groups: [{ name: 'federation-runtime', test: /@module-federation[\\/]runtime[\\/]|mf-external-runtime-core/ }] } },
  },
} satisfies UserConfig['build'];

export type RemoteApp = Exclude<AppName, 'shell'>;

/**
 * The page modules each remote exposes (ARCHITECTURE §2), relative to the remote's folder. Also
 * read by the single-bundle build, which imports the same pages directly.
 */
export const REMOTE_EXPOSES: Record<RemoteApp, Record<string, string>> = {
  'remote-public': {
    './Home': './src/features/home/Home.tsx',
    './BlogDetail': './src/features/blog-detail/BlogDetail.tsx',
  },
  'remote-resources': {
    './Notes': './src/features/notes/Notes.tsx',
    './CourseDetail': './src/features/course-detail/CourseDetail.tsx',
    './Questions': './src/features/questions/Questions.tsx',
    './Videos': './src/features/videos/Videos.tsx',
    './Lab': './src/features/lab/Lab.tsx',
    './CourseCombination': './src/features/course-combination/CourseCombination.tsx',
  },
  'remote-admin': {
    './AdminApp': './src/features/admin-app/AdminApp.tsx',
  },
};

/** The federation name of a remote app: `remote-public` → `remote_public`. */
export const federationName = (app: AppName) => app.replace('-', '_');

export function remoteConfig(app: RemoteApp): UserConfig {
  return {
    base: './', // TOOLCHAIN 4: assets resolve against the remote, not the host
    plugins: [
      react(),
      federation({
        name: federationName(app),
        filename: 'remoteEntry.js', // TOOLCHAIN 2: a stable name the host's config can point at
        manifest: true,
        exposes: REMOTE_EXPOSES[app],
        shared: sharedSingletons,
        experiments: { externalRuntime: true },
        dts: false,
        dev: { remoteHmr: true },
      }),
      rootAbsoluteHtmlUrls(),
      preloadOwnShares(),
      standaloneRuntime(),
    ],
    server: devServer(app),
    preview: { port: APP_PORTS[app], strictPort: true, cors: true },
    build: BUILD,
  };
}

export function shellConfig(): UserConfig {
  return {
    base: '/',
    plugins: [
      react(),
      federation({
        name: 'shell',
        remotes: {}, // registered at run time from runtime-config.json
        shared: hostShares,
        experiments: { provideExternalRuntime: true },
        // TOOLCHAIN 3: with the default strategy one hung remote keeps the whole shell blank.
        shareStrategy: 'loaded-first',
        dts: false,
        dev: { remoteHmr: true },
      }),
      preloadOwnShares(),
    ],
    server: devServer('shell'),
    preview: { port: APP_PORTS.shell, strictPort: true },
    build: BUILD,
  };
}
