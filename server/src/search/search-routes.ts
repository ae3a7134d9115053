import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorResponse, SearchQuery, SearchResponse } from '@studyhub/shared-api/contract';
import { type CachedBody, sendCached } from '../http/cached-body.ts';
import { parseSearchQuery, type SearchRequest } from './search-query.ts';

export interface SearchRoutesOptions {
  /**
   * The published blogs' cached searches (blogs/published-blog-cache.ts), named by what the route
   * needs: blogs/ builds on search/, so search/ never imports blogs/ back.
   */
  published: { search(request: SearchRequest): Promise<CachedBody> };
}

/** The site search over published blogs (docs/decisions/0032). */
export const searchRoutes: FastifyPluginAsyncTypebox<SearchRoutesOptions> = async (app, { published }) => {
  app.get(
    API_PATHS.search,
    {
      schema: {
        tags: ['Search'],
        summary: 'Published blogs by full-text search (websearch syntax, prefix on the last word, typo-tolerant titles), best first, with highlights and the number of matches (ETag, 304)',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => sendCached(request, reply, await published.search(parseSearchQuery(request.query))),
  );
};
