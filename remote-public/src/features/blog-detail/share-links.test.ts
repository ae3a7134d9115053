import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  const url = 'https://studyhub.example.edu/blog/abc-123';
  const links = shareLinks(url, 'Big-O & You?');

  it('gives X, Facebook and LinkedIn share pages that carry the encoded page address', () => {
    expect(links.map((link) => link.network)).toEqual(['x', 'facebook', 'linkedin']);
    for (const link of links) {
      const shared = new URL(link.href);
      expect(shared.protocol).toBe('https:');
      expect([shared.searchParams.get('url'), shared.searchParams.get('u')]).toContain(url);
    }
  });

  it('passes the title to X, encoded so it cannot break the query', () => {
    const x = new URL(links[0]!.href);
    expect(x.origin).toBe('https://x.com');
    expect(x.searchParams.get('text')).toBe('Big-O & You?');
    expect(x.searchParams.get('url')).toBe(url);
  });

  it('names each link for assistive technology', () => {
    expect(links.map((link) => link.label)).toEqual(['Share on X (Twitter)', 'Share on Facebook', 'Share on LinkedIn']);
  });
});

describe('canonicalPageUrl', () => {
  it('drops the query and fragment', () => {
    expect(canonicalPageUrl({ origin: 'http://localhost:5173', pathname: '/blog/b1' })).toBe('http://localhost:5173/blog/b1');
  });
});
