import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sharedApi from '@studyhub/shared-api';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactHotToast from 'react-hot-toast';

type SharePackage = keyof typeof __FEDERATION_HOST__.shares;

/**
 * What the shell provides, under each key a remote's build asks for (the packages build/app-config.ts
 * shares and the subpaths the remotes import): its own modules, already loaded, with the package.
 */
const SHARES: Record<string, [SharePackage, object]> = {
  react: ['react', react],
  'react/jsx-runtime': ['react', jsxRuntime],
  'react-dom': ['react-dom', reactDom],
  'react-dom/client': ['react-dom', reactDomClient],
  'react-hot-toast': ['react-hot-toast', reactHotToast],
  '@studyhub/shared-api': ['@studyhub/shared-api', sharedApi],
};

export const PROVIDED_SHARES = Object.keys(SHARES);

/** Each share key at the version installed here: the `shares` of what this shell provides to a remote's release (its fit check). */
export function providedShareVersions(): Record<string, string> {
  const versions = __FEDERATION_HOST__.shareVersions;
  return Object.fromEntries(Object.entries(SHARES).map(([key, [pkg]]) => [key, versions[pkg]]));
}

/**
 * Starts the federation runtime as the host through its own API, with no plugin-generated host
 * code (docs/decisions/0060).
 */
export function startFederationHost(): void {
  // Read once, here: the build writes the whole object wherever the name appears.
  const host = __FEDERATION_HOST__;
  // Remotes are built to borrow this runtime instead of bringing their own (experiments.externalRuntime).
  (globalThis as Record<string, unknown>)[host.runtimeCoreGlobal] ??= runtimeCore;
  init({
    name: 'shell',
    remotes: [], // registered from runtime-config.json (remote-modules.ts)
    // With the default strategy one hung remote keeps the whole shell blank (docs/toolchain.md#share-strategy-loaded-first).
    shareStrategy: 'loaded-first',
    // Each the version installed here, shared as the remotes share it.
    shared: Object.fromEntries(Object.entries(SHARES).map(([key, [pkg, lib]]) => [key, { version: host.shareVersions[pkg], lib: () => lib, shareConfig: host.shares[pkg] }])),
  });
}
