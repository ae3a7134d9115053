/**
 * Cache headers for a federated app's build output: entry points that name other files must
 * always be revalidated; content-hashed assets never change.
 */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']);

export function cacheControlFor(filePath: string): string {
  const name = filePath.split(/[\\/]/).pop() ?? '';
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (/[\\/]assets[\\/]/.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
