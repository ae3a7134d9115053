import { API_PATHS, type AuthorProfile } from '@studyhub/shared-api/contract';

export type AuthorLookup = { found: AuthorProfile } | { missing: true } | { unavailable: true };

/**
 * An author page's facts for its head (docs/decisions/0083), from the API's public read, within the
 * page's budget. Not cached here: the API answers it by the slug's unique index. A slow or failing
 * API leaves the author unconfirmed, and the page is served with a generic head (its app then asks).
 */
export async function lookUpAuthor(apiUrl: string, slug: string, deadline: number): Promise<AuthorLookup> {
  const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
  try {
    const response = await fetch(`${apiUrl}${API_PATHS.author.replace(':slug', encodeURIComponent(slug))}`, {
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
      signal,
    });
    if (response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return { missing: true };
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return { unavailable: true };
    }
    const { author } = (await response.json()) as { author: AuthorProfile };
    return { found: author };
  } catch {
    return { unavailable: true };
  }
}
