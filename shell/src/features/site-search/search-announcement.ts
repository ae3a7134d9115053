import type { SiteSearch } from './use-site-search.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the polite live region says: nothing before a search, "Searching…" until both halves have
 * answered (so counts do not flicker), then the count, and what could not be searched.
 */
export function searchAnnouncement({ query, settled, count, countCapped, blogs, resources }: SiteSearch): string {
  if (!query) return '';
  if (!settled) return 'Searching…';
  const failed = [blogs.status === 'error' && 'blogs', resources.status === 'error' && 'resources'].filter(Boolean);
  const results = countCapped ? `More than ${count.toLocaleString('en-US')} results` : plural(count, 'result', 'results');
  const found = count === 0 && failed.length === 0 ? `No results for “${query}”` : `${results} for “${query}”`;
  return failed.length > 0 ? `${found}; ${failed.join(' and ')} could not be searched` : found;
}
