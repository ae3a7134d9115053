import { API_PATHS } from '@studyhub/shared-api/contract';

export type DraftCheck = 'alive' | 'dead' | 'unknown';

/**
 * Whether a draft link's token opens a draft (docs/decisions/0078), so a dead link's page is a
 * 404 like any other missing page. Never cached: a revoked link must die at once. A slow or
 * failing API leaves it unknown, and the page is served as alive (its app then asks itself).
 */
export async function checkDraft(apiUrl: string, token: string, deadline: number): Promise<DraftCheck> {
  const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
  try {
    const response = await fetch(`${apiUrl}${API_PATHS.preview.replace(':token', encodeURIComponent(token))}`, {
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
      signal,
    });
    // Only the status matters here.
    await response.body?.cancel();
    if (response.status === 200) return 'alive';
    return response.status === 404 ? 'dead' : 'unknown';
  } catch {
    return 'unknown';
  }
}
