import type { PublicReleasesResponse, ReleaseApp } from '@studyhub/shared-api/contract';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A version of an app written by hand into a release store, as build/release/release-store.ts
 * leaves one (no Vite): its own index.html, remoteEntry.js and a hashed asset (with the build's
 * compressed copies), and release.json. `label` is in every file, to tell versions apart.
 */
export async function writeRelease(releasesDir: string, app: ReleaseApp, version: string, { label, builtAt, indexHtml }: { label: string; builtAt: string; indexHtml?: string }) {
  const dir = path.join(releasesDir, app, version);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const asset = `export const version = "${label}"; // ${'x'.repeat(2000)}`;
  const files: Record<string, string | Buffer> = {
    'index.html': indexHtml ?? `<!doctype html><title>${label}</title>`,
    'remoteEntry.js': `export const entry = "${label}";`,
    'mf-manifest.json': JSON.stringify({ label }),
    // A remote's first paint is read by the shell's host; the shell's own has another shape, not needed here.
    ...(app === 'shell' ? {} : { 'first-paint.json': JSON.stringify({ label }) }),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${label}</title></svg>`,
    [`assets/chunk-${label}.js`]: asset,
    [`assets/chunk-${label}.js.br`]: brotliCompressSync(asset),
    [`assets/chunk-${label}.js.gz`]: gzipSync(asset),
    // Tool output left in the folder: never served.
    '.env': 'SECRET=1',
    'release.json': JSON.stringify({ app, version, builtAt, files: 8, bytes: 1 }),
  };
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(dir, file), content);
  return dir;
}

/** The public registry with `app`'s active version. */
export function registryWith(app: ReleaseApp, version: string | null): PublicReleasesResponse {
  return {
    success: true,
    apps: { [app]: { active: version === null ? null : { version }, canary: null, earlier: [] } },
  };
}
