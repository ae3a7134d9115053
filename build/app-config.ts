/**
 * Build settings every app shares: ports, the federation singletons and the remote shape.
 * The settings that cite docs/toolchain.md failed without them; that page says how.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { APP_PORTS, type AppName } from '../scripts/ports.mjs';
import { REMOTE_APP_ENTRIES, remoteExposes } from '../shared-api/src/catalog/app-manifest.ts';
import { devRuntimeConfig } from './dev-runtime-config.ts';
import { buildOnlyFilesOut, FEDERATION_INTERNALS, preloadOwnShares, reactRouterProduction, rootAbsoluteHtmlUrls, scriptsAfterFirstPaint, standaloneRuntime } from './plugins.ts';
import { firstPaint } from './first-paint.ts';
import { firstPaintCaptureScript } from './first-paint-capture.ts';
import { precompressAssets } from './precompress.ts';
import { remoteFirstPaint } from './remote-first-paint.ts';
import { SHARE_VERSIONS, sharedSingletons } from './shared-singletons.ts';
import { standalonePages } from './standalone-pages.ts';

export { PROVIDED_SHARE_PACKAGES, SHARE_VERSIONS, SINGLETONS, sharedSingletons } from './shared-singletons.ts';

function devServer(app: AppName) {
  const port = APP_PORTS[app];
  return {
    port,
    strictPort: true,
    // Without an origin, a remote's assets resolve against the host in dev (docs/toolchain.md#dev-server-origin).
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
  const federationRuntime = { name: 'federation-runtime', test: new RegExp(`@module-federation[\\\\/]runtime[\\\\/]|${FEDERATION_INTERNALS.externalRuntimeModule}`) };
  return {
    target: 'es2022',
    // Fonts stay files: the pages' CSP allows fonts from the apps' origins, not data: URLs (KaTeX's small ones would be inlined).
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/i.test(file) ? false : undefined),
    rolldownOptions: { output: { codeSplitting: { groups: [federationRuntime, ...groups] } } },
  } satisfies UserConfig['build'];
}

/**
 * A remote's pages share components and data; split per pair of pages they made a page load
 * five or six tiny chunks. One chunk of the remote's own code used by two pages or more.
 */
const REMOTE_COMMON = { name: 'common', test: /[\\/](shared-ui|remote-[a-z]+)[\\/]src[\\/]/, minShareCount: 2 };

export type RemoteApp = Exclude<AppName, 'shell'>;

/**
 * The modules each remote exposes, relative to the remote's folder, from the app manifest
 * (docs/decisions/0048). Also read by the single-bundle build, which imports the same pages directly.
 */
export const REMOTE_EXPOSES: Record<RemoteApp, Record<string, string>> = Object.fromEntries(
  REMOTE_APP_ENTRIES.map((app) => [app.name, remoteExposes(app)]),
);

/** The federation name of an app, with every hyphen an underscore: `remote-public` → `remote_public`. */
export const federationName = (app: string) => app.replaceAll('-', '_');

/** `command` is Vite's: the dev server keeps each remote's own runtime, so it runs standalone too. */
export function remoteConfig(app: RemoteApp, command: 'build' | 'serve' = 'build'): UserConfig {
  return {
    base: './', // assets resolve against the remote, not the host (docs/toolchain.md#a-relative-base-in-remotes)
    plugins: [
      react(),
      devRuntimeConfig(app),
      federation({
        name: federationName(app),
        filename: 'remoteEntry.js', // a stable name the host's config can point at (docs/toolchain.md#a-stable-remote-entry-name)
        manifest: true,
        exposes: REMOTE_EXPOSES[app],
        shared: sharedSingletons,
        experiments: { externalRuntime: command === 'build' },
        // A remote loads no remotes, and no remote is known by its manifest: less runtime code.
        disableRemote: true,
        disableSnapshot: true,
        dts: false,
        dev: { remoteHmr: true },
      }),
      rootAbsoluteHtmlUrls(),
      standalonePages(),
      preloadOwnShares(),
      standaloneRuntime(),
      reactRouterProduction(),
      buildOnlyFilesOut(),
      remoteFirstPaint(app),
      precompressAssets(),
    ],
    server: devServer(app),
    preview: { port: APP_PORTS[app], strictPort: true, cors: true },
    build: build(REMOTE_COMMON),
  };
}

/**
 * The runtime's build-time switches, which the federation plugin sets for the apps it builds: the
 * browser only, and no snapshot support (remotes are registered by their remoteEntry.js; the shell
 * reads their manifests itself, preload-route-remote.ts).
 */
const FEDERATION_RUNTIME_FLAGS = { ENV_TARGET: JSON.stringify('web'), FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' };

export function shellConfig(): UserConfig {
  return {
    base: '/',
    // The shell starts the federation runtime itself, with no federation plugin (docs/decisions/0060).
    define: {
      // The remotes' share settings, so the shell provides each share as the remotes require it.
      __FEDERATION_HOST__: JSON.stringify({ shares: sharedSingletons, shareVersions: SHARE_VERSIONS, runtimeCoreGlobal: FEDERATION_INTERNALS.runtimeCoreGlobal }),
      ...FEDERATION_RUNTIME_FLAGS,
    },
    plugins: [
      react(),
      devRuntimeConfig('shell'),
      scriptsAfterFirstPaint(),
      firstPaintCaptureScript(),
      reactRouterProduction(),
      buildOnlyFilesOut(),
      firstPaint(),
      precompressAssets(),
    ],
    server: devServer('shell'),
    preview: { port: APP_PORTS.shell, strictPort: true },
    build: build(),
  };
}
