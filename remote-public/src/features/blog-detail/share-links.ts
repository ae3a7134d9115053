export interface ShareLink {
  network: 'x' | 'facebook' | 'linkedin';
  /** The link's accessible name. */
  label: string;
  href: string;
}

/** The networks' own share pages, each given the page address (and the title where they take one). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'x', label: 'Share on X (Twitter)', href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** The address to share: the page without query or fragment, so every share points at one URL. */
export function canonicalPageUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}
