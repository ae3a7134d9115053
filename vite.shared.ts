/**
 * Build settings every app shares: ports, the federation singletons and the remote shape.
 * The settings marked "TOOLCHAIN" failed without them (see ../shared/TOOLCHAIN.md).
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { UserConfig } from 'vite';
import { APP_PORTS, type AppName } from './scripts/ports.mjs';
import { usedExports } from './scripts/used-exports.mjs';
import { buildOnlyFilesOut, preloadOwnShares, rootAbsoluteHtmlUrls, standaloneRuntime } from './vite.plugins.ts';

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

function shareConfig(pkg: string) {
  const exports = TREE_SHAKEN.has(pkg) ? usedExports(pkg) : undefined;
  return {
    singleton: true,
    requiredVersion: `^${versionOf(pkg)}`,
    ...(exports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: exports } } : {}),
  };
}

export const sharedSingletons = Object.fromEntries(SINGLETONS.map((pkg) => [pkg, shareConfig(pkg)]));

/** The same shares, the shell's eager ones whole (the plugin refuses eager with tree shaking). */
const hostShares = Object.fromEntries(
  Object.entries(sharedSingletons).map(([pkg, share]) => {
    if (!EAGER_IN_SHELL.has(pkg)) return [pkg, share];
    const { singleton, requiredVersion } = share;
    return [pkg, { singleton, requiredVersion, eager: true }];
  }),
);

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
 * Left alone, the bundler splits the federation runtime into several small chunks that every page
 * loads anyway; one chunk saves the requests. A remote borrows the shell's runtime-core, so it
 * stays out (see standaloneRuntime): only a remote's standalone page downloads it.
 */
function build(...groups: { name: string; test: RegExp; minShareCount?: number }[]) {
  const federationRuntime = { name: 'federation-runtime', test: /@module-federation[\\/]runtime[\\/]|mf-external-runtime-core/ };
  return { target: 'es2022', rolldownOptions: { output: { codeSplitting: { groups: [federationRuntime, ...groups] } } } } satisfies UserConfig['build'];
}

/**
 * A remote's pages share components and data; split per pair of pages they made a page load
 * five or six tiny chunks. One chunk of the remote's own code used by two pages or more.
 */
const REMOTE_COMMON = { name: 'common', test: /[\\/](shared-ui|remote-[a-z]+)[\\/]src[\\/]/, minShareCount: 2 };

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
    // Not a page: the site search's index of this remote's data (docs/decisions/0033).
    './search-index': './src/features/search-index/search-index.ts',
  },
  'remote-admin': {
    './AdminApp': './src/features/admin-app/AdminApp.tsx',
  },
};

/** The federation name of a remote app: `remote-public` → `remote_public`. */
export const federationName = (app: AppName) => app.replace('-', '_');

/** `command` is Vite's: the dev server keeps each remote's own runtime, so it runs standalone too. */
export function remoteConfig(app: RemoteApp, command: 'build' | 'serve' = 'build'): UserConfig {
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
        experiments: { externalRuntime: command === 'build' },
        dts: false,
        dev: { remoteHmr: true },
      }),
      rootAbsoluteHtmlUrls(),
      preloadOwnShares(),
      standaloneRuntime(),
      buildOnlyFilesOut(),
    ],
    server: devServer(app),
    preview: { port: APP_PORTS[app], strictPort: true, cors: true },
    build: build(REMOTE_COMMON),
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
      buildOnlyFilesOut(),
    ],
    server: devServer('shell'),
    preview: { port: APP_PORTS.shell, strictPort: true },
    build: build(),
  };
}
