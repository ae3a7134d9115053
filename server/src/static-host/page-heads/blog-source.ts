import { type Blog, blogDescription } from '@studyhub/shared-api/contract';

/** A published blog as the host keeps it: the API's answer (docs/decisions/0056), and its body cut to its description once. */
export interface BlogFacts {
  blog: Blog;
  description: string;
}

export type BlogLookup = { found: BlogFacts } | { missing: true } | { unavailable: true };

export interface BlogSourceOptions {
  /** Where the host reaches the API (INTERNAL_API_URL, else the runtime config's apiBaseUrl). */
  apiUrl: string;
  /** The whole lookup's budget: past it the post is unconfirmed and served by no page (docs/decisions/0079). */
  timeoutMs?: number;
  /** Unknown ids and drafts are answered by the database, so their 404 is remembered this long. */
  missingMs?: number;
  maxEntries?: number;
  /** Blogs are kept whole: past this many bytes of their JSON the least recently asked go first. */
  maxBytes?: number;
}

interface Entry {
  lookup: { found: BlogFacts; etag: string | null } | { missing: true };
  checkedAt: number;
  bytes: number;
}

/**
 * The blogs a host writes page heads for, read from the API's cached public read
 * (`GET /api/blog/{id}`, answered from its memory), kept here by id so that each page view asks
 * with the API's strong ETag and a 304 costs no body. A post is only ever answered as the API
 * confirms it for that page view (a 200, or a 304 to the ETag kept): withdrawn, it is a 404 at
 * once; unconfirmed (the API slow, down or failing), it is "unavailable", never the copy kept
 * (docs/decisions/0079). Concurrent lookups of one id share one request.
 */
export function createBlogSource({ apiUrl, timeoutMs = 200, missingMs = 5000, maxEntries = 2000, maxBytes = 32 * 1024 * 1024 }: BlogSourceOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const pending = new Map<string, Promise<BlogLookup>>();

  async function ask(id: string, cached: Entry | undefined, deadline: number): Promise<BlogLookup> {
    const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
    const etag = cached && 'found' in cached.lookup ? cached.lookup.etag : null;
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity' };
    if (etag) headers['if-none-match'] = etag;
    try {
      const response = await fetch(`${apiUrl}/api/blog/${encodeURIComponent(id)}`, { headers, signal });
      if (response.status === 304 && cached) return remember(id, cached.lookup, cached.bytes);
      if (response.status === 404 || response.status === 400) return remember(id, { missing: true });
      if (response.status !== 200) return { unavailable: true };
      const text = await response.text();
      const { blog } = JSON.parse(text) as { blog: Blog };
      if (!blog.isPublished) return remember(id, { missing: true });
      return remember(id, { found: factsOf(blog), etag: response.headers.get('etag') }, text.length);
    } catch {
      return { unavailable: true };
    }
  }

  function forget(id: string): void {
    bytes -= entries.get(id)?.bytes ?? 0;
    entries.delete(id);
  }

  function remember(id: string, lookup: Entry['lookup'], size = 0): BlogLookup {
    forget(id);
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries && bytes + size <= maxBytes) break;
      forget(oldest);
    }
    entries.set(id, { lookup, checkedAt: Date.now(), bytes: size });
    bytes += size;
    return 'found' in lookup ? { found: lookup.found } : lookup;
  }

  return {
    /**
     * The blog, a 404, or "unavailable" within `timeoutMs` whatever the API does. `deadline` (a
     * Date.now() time) bounds a request to the API; a remembered 404 needs no request.
     */
    lookup(id: string, deadline = Date.now() + timeoutMs): Promise<BlogLookup> {
      const cached = entries.get(id);
      if (cached && 'missing' in cached.lookup && Date.now() - cached.checkedAt < missingMs) return Promise.resolve(cached.lookup);
      let asking = pending.get(id);
      if (!asking) {
        asking = ask(id, cached, deadline).finally(() => pending.delete(id));
        pending.set(id, asking);
      }
      return asking;
    },
  };
}
export type BlogSource = ReturnType<typeof createBlogSource>;

function factsOf(blog: Blog): BlogFacts {
  return { blog, description: blogDescription(blog) };
}
