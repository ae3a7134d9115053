/**
 * RFC 9110 §13.1.2: If-None-Match uses weak comparison, so `W/"x"` matches `"x"`; `*` matches
 * any current representation. Any of `etags` (validators of the same data) is a hit.
 */
export function ifNoneMatchHits(header: string | undefined, ...etags: string[]): boolean {
  if (header === undefined) return false;
  // What a client usually sends back is exactly the validator it was given.
  if (etags.includes(header)) return true;
  const opaque = new Set(etags.map(stripWeak));
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || opaque.has(stripWeak(tag));
  });
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
