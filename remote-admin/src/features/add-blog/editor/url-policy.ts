import { IMAGE_PROTOCOLS, LINK_PROTOCOLS } from '@studyhub/shared-api/admin';

// docs/product.md#blog-editor: a link or image address with a scheme outside the contract's lists
// becomes a blank one; the server applies the same lists when it stores the HTML. Images are
// uploaded to the media store (issue 33): a data: source is never kept.

export const BLANK_ADDRESS = 'about:blank';

// "example.edu/page" typed into the link box means the web page, not a path on the admin site.
const LOOKS_LIKE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?=[/:?#]|$)/i;

/** The absolute form of what a person typed: a bare host gets https://. */
function absolute(value: string): string {
  const url = value.trim();
  if (url.startsWith('//')) return `https:${url}`;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && LOOKS_LIKE_HOST.test(url)) return `https://${url}`;
  return url;
}

function allowed(url: string, protocols: readonly string[]): boolean {
  try {
    // Without a base, relative addresses throw: only absolute ones are kept.
    return protocols.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** A link's address as stored: absolute with an allowed scheme, else the blank address. */
export function sanitizeLink(value: string): string {
  const url = absolute(String(value));
  return allowed(url, LINK_PROTOCOLS) ? url : BLANK_ADDRESS;
}

/** An image's source as stored: absolute with an allowed scheme, else the blank address. */
export function sanitizeImage(value: string): string {
  const url = String(value).trim();
  return allowed(url, IMAGE_PROTOCOLS) ? url : BLANK_ADDRESS;
}
