import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOAD_SHARE_TAG } from '../shell/src/common/remotes/preload-route-remote.ts';
import { FEDERATION_INTERNALS } from '../build/plugins.ts';

// The build and the shell rely on names the federation plugin uses but does not document. Each is
// looked up in the installed plugin, so an upgrade that renames one fails here, by name.
const pluginEntry = fileURLToPath(import.meta.resolve('@module-federation/vite'));
const plugin = readFileSync(pluginEntry, 'utf8');

describe(`the installed @module-federation/vite (${pluginEntry})`, () => {
  it.each([
    ['the share wrappers the shell preloads (preload-route-remote.ts)', `"${LOAD_SHARE_TAG}"`],
    ['the pending shares chunk each page preloads (build/plugins.ts)', `name: "${FEDERATION_INTERNALS.pendingSharesChunk}"`],
    ['the global a remote borrows the runtime from (build/plugins.ts)', `globalThis.${FEDERATION_INTERNALS.runtimeCoreGlobal}`],
    ['the module that reads that global, kept in the runtime chunk (build/app-config.ts)', `virtual:${FEDERATION_INTERNALS.externalRuntimeModule}`],
  ])('still names %s %j', (_use, text) => {
    expect(plugin, `${text} is gone from ${pluginEntry}: see what the plugin calls it now`).toContain(text);
  });
});

// The shell builds the runtime without the plugin, so it sets the plugin's switches itself (build/app-config.ts).
it.each([
  ['@module-federation/runtime-core', 'typeof FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN'],
  ['@module-federation/sdk', 'typeof ENV_TARGET'],
])('finds %s still reading its build-time switch %j', (pkg, text) => {
  const dist = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
  const sources = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(sources.some((file) => readFileSync(path.join(dist, file), 'utf8').includes(text)), `${text} in ${dist}`).toBe(true);
});

it('finds the runtime-core a standalone remote provides through the package exports', () => {
  expect(existsSync(fileURLToPath(import.meta.resolve('@module-federation/runtime-core')))).toBe(true);
});
