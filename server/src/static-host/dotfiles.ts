/**
 * Whether a request path names a dotfile or anything under a dot-directory: `/.env`,
 * `/.git/config`, `/.vite/manifest.json`, `/assets/.hidden`, and `..`. No file a build serves is
 * named so; such files are secrets or tool output left in the directory (docs/decisions/0028).
 *
 * Escapes are undone until none is left, byte by byte, so `%2e`, `%252e` and an encoded `/` or
 * `\` cannot hide a segment whichever layer decodes them; a dot is ASCII, so garbling multi-byte
 * characters here cannot hide one either.
 */
export function namesDotfile(url: string): boolean {
  let pathname = url.split('?', 1)[0] ?? '';
  let decoded = unescapeBytes(pathname);
  while (decoded !== pathname) {
    pathname = decoded;
    decoded = unescapeBytes(pathname);
  }
  return pathname.split(/[\\/]/).some((segment) => segment.startsWith('.'));
}

const unescapeBytes = (text: string) => text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
