/**
 * Cache headers for a federated app's build output: entry points that name other files must
 * always be revalidated; content-hashed assets never change. The nginx recipe renders the same
 * policy from these values (server/src/nginx/nginx-config.ts).
 */
export const ALWAYS_REVALIDATE: ReadonlySet<string> = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']);
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const DEFAULT_CACHE_CONTROL = 'public, max-age=3600';

export function cacheControlFor(filePath: string): string {
  // A file's build-time compressed copy (`.br`, `.gz`) is cached as the file is.
  const name = (filePath.split(/[\\/]/).pop() ?? '').replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (/[\\/]assets[\\/]/.test(filePath)) return ASSET_CACHE_CONTROL;
  return DEFAULT_CACHE_CONTROL;
}
