import { API_PATHS, SITE_DOCUMENT_PATHS } from '@studyhub/shared-api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHostError } from '../host-errors.ts';

/** Sitemaps of a large site take a moment to build; past this the API counts as down. */
const FEED_TIMEOUT_MS = 5000;
const FORWARDED_HEADERS = ['etag', 'content-type', 'cache-control', 'last-modified'] as const;

/**
 * The feeds crawlers look for at the site's root, built by the API under /api/site/ and passed
 * through here: the client's If-None-Match goes up, the status, validators, type and body come
 * back. An API that cannot answer is a 503 (a crawler retries), never a 502 (docs/decisions/0038),
 * in the site's error envelope (docs/decisions/0079).
 */
export function forwardSiteFeeds(app: FastifyInstance, apiUrl: string): void {
  const forward = (apiPath: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const headers: Record<string, string> = {};
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
    try {
      const response = await fetch(`${apiUrl}${apiPath}`, { headers, signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
      const body = Buffer.from(await response.arrayBuffer());
      reply.code(response.status);
      for (const name of FORWARDED_HEADERS) {
        const value = response.headers.get(name);
        if (value) reply.header(name, value);
      }
      return reply.send(response.status === 304 ? undefined : body);
    } catch {
      return sendHostError(reply.header('Cache-Control', 'no-store'), 503, 'The site feeds are unavailable; try again shortly.');
    }
  };
  for (const [sitePath, apiPath] of Object.entries(SITE_DOCUMENT_PATHS)) app.get(sitePath, forward(apiPath));
  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', (request, reply) => forward(API_PATHS.siteSitemapPart.replace(':n', request.params.n))(request, reply));
  // An author's feed (decision 0083): the slug passed on as the path wrote it, still encoded.
  app.get<{ Params: { slug: string } }>('/authors/:slug/rss.xml', (request, reply) =>
    forward(API_PATHS.authorRss.replace(':slug', encodeURIComponent(request.params.slug)))(request, reply),
  );
}
