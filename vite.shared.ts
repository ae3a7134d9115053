/**
 * Build settings every app shares: ports, the federation singletons and the remote shape.
 * The settings marked "TOOLCHAIN" failed without them (see ../shared/TOOLCHAIN.md).
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { UserConfig } from 'vite';
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

export function remoteConfig(app: Exclude<AppName, 'shell'>, exposes: Record<string, string>): UserConfig {
  return {
    base: './', // TOOLCHAIN 4: assets resolve against the remote, not the host
    plugins: [
      react(),
      federation({
        name: app.replace('-', '_'),
        filename: 'remoteEntry.js', // TOOLCHAIN 2: a stable name the host's config can point at
        manifest: true,
        exposes,
        shared: sharedSingletons,
        dts: false,
        dev: { remoteHmr: true },
      }),
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
