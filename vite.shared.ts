/**
 * Build settings every app shares: ports, the federation singletons and the remote shape.
 * The settings marked "TOOLCHAIN" failed without them (see ../shared/TOOLCHAIN.md).
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin, UserConfig } from 'vite';
import { APP_PORTS, type AppName } from './scripts/ports.mjs';

function versionOf(pkg: string): string {
  const url = new URL(`./node_modules/${pkg}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

/** Shared as singletons so the page has one React, one router, one store and one API client. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@studyhub/shared-api',
  '@studyhub/shared-ui',
] as const;

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((pkg) => [pkg, { singleton: true, requiredVersion: `^${versionOf(pkg)}` }]),
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
        dts: false,
        dev: { remoteHmr: true },
      }),
      rootAbsoluteHtmlUrls(),
    ],
    server: devServer(app),
    preview: { port: APP_PORTS[app], strictPort: true, cors: true },
    build: { target: 'es2022' },
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
        shared: sharedSingletons,
        // TOOLCHAIN 3: with the default strategy one hung remote keeps the whole shell blank.
        shareStrategy: 'loaded-first',
        dts: false,
        dev: { remoteHmr: true },
      }),
    ],
    server: devServer('shell'),
    preview: { port: APP_PORTS.shell, strictPort: true },
    build: { target: 'es2022' },
  };
}
