/** FNV-1a: a 32-bit seed from text (e.g. a course id). */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * mulberry32: a small seeded generator of numbers in [0, 1). The same seed always gives the same
 * sequence, for placeholder content that must not change between visits and for reproducible tests.
 */
export function seededRandom(seed: string | number): () => number {
  let state = typeof seed === 'string' ? hashText(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
