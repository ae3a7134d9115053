import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, AuthorParams, AuthorPostsQuery, AuthorResponse, BLOG_PAGE_SIZE, BlogPageResponse, ErrorResponse } from '@studyhub/shared-api/contract';
import { cachedJson, sendCached } from '../http/cached-body.ts';
import { notFound } from '../http/http-error.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../http/page-cursor.ts';
import type { AuthorRepository } from './author-repository.ts';

export interface AuthorRoutesOptions {
  authors: AuthorRepository;
}

/** The sort the author's pages share with the listing's newest-first pages: their cursors are alike. */
const SORT = 'newest';

/**
 * An author page's reads (docs/decisions/0083): who the author is, their published posts paged as
 * the home listing's (their RSS feed is with the site's feeds, site/feed-routes.ts). A slug no account holds is a 404 in the envelope. Each answer
 * has an ETag (304 when unchanged); the pages are read from the database each time, by index.
 */
export const authorRoutes: FastifyPluginAsyncTypebox<AuthorRoutesOptions> = async (app, { authors }) => {
  const tags = ['Authors'];

  app.get(
    API_PATHS.author,
    { schema: { tags, summary: "An author's name, slug and number of published posts; 404 for an unknown slug (ETag, 304)", params: AuthorParams, response: { 200: AuthorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const author = await authors.find(request.params.slug);
      if (!author) throw notFound('Author');
      return sendCached(request, reply, cachedJson({ success: true, author: author.profile }, 'fast'));
    },
  );

  app.get(
    API_PATHS.authorPosts,
    {
      schema: {
        tags,
        summary: "One page of an author's published posts, newest first, by keyset cursor as the listing's; 404 for an unknown slug (ETag, 304)",
        params: AuthorParams,
        querystring: AuthorPostsQuery,
        response: { 200: BlogPageResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      // The query is checked before the database is asked.
      const size = pageLimit(limit, BLOG_PAGE_SIZE);
      const after = cursor === undefined ? undefined : decodeCursor(cursor, SORT, 'time');
      const author = await authors.find(request.params.slug);
      if (!author) throw notFound('Author');
      const page = await authors.page(author.id, size, after);
      const nextCursor = page.next ? encodeCursor(SORT, page.next) : null;
      return sendCached(request, reply, cachedJson({ success: true, blogs: page.blogs, total: author.profile.posts, nextCursor }, 'fast'));
    },
  );

};
