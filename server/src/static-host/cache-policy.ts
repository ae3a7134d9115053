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

/**
 * A versioned host (decision 0087): a kept version's files under `/_v/<version>/` never change, nor
 * do hashed assets, found in any kept version. Every other root path follows the active version,
 * which a registry change switches within seconds, so each is revalidated, not kept for an hour.
 * The nginx recipe serves one dist/ folder and has no versioned mode yet (server/src/nginx/).
 */
export function versionedCacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/_v/') || urlPath.startsWith('/assets/') ? ASSET_CACHE_CONTROL : 'no-cache';
}
