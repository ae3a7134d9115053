import { parseRuntimeConfig, RUNTIME_CONFIG_FILE, type RuntimeConfig } from '@studyhub/shared-api/contract';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadIndexTemplate } from './page-heads/page-server.ts';
import type { IndexTemplate } from './page-heads/index-template.ts';
import { builtInlineScripts, securityHeaders } from './security-headers.ts';

/** One build as a host serves it: its folder, the headers of its answers, and (the shell's) page template. */
export interface ServedBuild {
  root: string;
  /** A kept release's version; absent for a plain dist/ folder. */
  version?: string;
  /** A kept release's build time (release.json), to find the newest. */
  builtAt?: string;
  headers: Record<string, string>;
  /** With page heads only. */
  template?: IndexTemplate;
}

/** Read once per build: a build's files never change while it is served (a version folder never does). */
export async function prepareBuild(root: string, { runtimeConfig, pages }: { runtimeConfig?: RuntimeConfig; pages: boolean }): Promise<ServedBuild> {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`No build found at ${root} (index.html missing)`);
  const headers = {
    // Remote assets are fetched cross-origin by the shell (docs/toolchain.md#cors-for-remote-assets); nothing here is private.
    'Access-Control-Allow-Origin': '*',
    ...securityHeaders(runtimeConfig ?? (await builtRuntimeConfig(root)), builtInlineScripts(root)),
  };
  return { root, headers, ...(pages ? { template: await loadIndexTemplate(root) } : {}) };
}

/** The config the build ships, when it is an app (Storybook's output has none). */
async function builtRuntimeConfig(root: string): Promise<RuntimeConfig | undefined> {
  const file = path.join(root, RUNTIME_CONFIG_FILE);
  if (!existsSync(file)) return undefined;
  return parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8')));
}
