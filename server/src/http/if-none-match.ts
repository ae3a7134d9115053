/**
 * RFC 9110 §13.1.2: If-None-Match uses weak comparison, so `W/"x"` matches `"x"`; `*` matches
 * any current representation.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = stripWeak(etag);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || stripWeak(tag) === opaque;
  });
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
