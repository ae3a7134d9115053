/**
 * The federation singletons and their installed versions: what every app's build shares (app-config.ts)
 * and what a shell's release records it provides (release/release-manifest.ts). Plain Node, no Vite,
 * so the release store reads them without loading the build's plugins.
 */
import { readFileSync } from 'node:fs';

function versionOf(pkg: string): string {
  const url = new URL(`../node_modules/${pkg}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

/**
 * Shared as singletons so the page has one React, one store with its API client and one router
 * (shared-api owns Redux, react-redux and the router, so they come with it: decision 0059) and one
 * toast queue. Nothing else: each share costs requests and generated code, and loses the bundler's
 * tree shaking, so the component library is bundled into each app instead.
 */
export const SINGLETONS = ['react', 'react-dom', 'react-hot-toast', '@studyhub/shared-api'] as const;

/** Each share's installed version: the one the shell provides, and the least every remote requires. */
export const SHARE_VERSIONS: Readonly<Record<string, string>> = Object.fromEntries(SINGLETONS.map((pkg) => [pkg, versionOf(pkg)]));

/**
 * Every key the shell's federation host provides, with the package whose version it is: the
 * singletons and the subpaths the remotes import, which a remote's mf-manifest.json lists as shares
 * of their own (shell/src/common/remotes/federation-host.ts registers the same keys; a test beside
 * the release store holds the two together).
 */
export const PROVIDED_SHARE_PACKAGES: Readonly<Record<string, (typeof SINGLETONS)[number]>> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-hot-toast': 'react-hot-toast',
  '@studyhub/shared-api': '@studyhub/shared-api',
};

export const sharedSingletons = Object.fromEntries(SINGLETONS.map((pkg) => [pkg, { singleton: true, requiredVersion: `^${SHARE_VERSIONS[pkg]}` }]));
