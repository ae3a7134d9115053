import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  BlogListQuery,
  BlogListResponse,
  BlogPageQuery,
  BlogPageResponse,
  BlogResponse,
  BlogSummaryListResponse,
  ErrorResponse,
  IdParams,
} from '@studyhub/shared-api/contract';
import Type from 'typebox';
import { sendCached } from '../http/cached-body.ts';
import { notFound } from '../http/http-error.ts';
import { sendStreamed } from '../http/streamed-json.ts';
import { parseBlogPageQuery } from './blog-page-query.ts';
import type { PublishedBlogCache } from './published-blog-cache.ts';
import { visibleBlog } from './visible-blog.ts';

export interface BlogRoutesOptions {
  published: PublishedBlogCache;
}

/** The public reads: the listing and one blog. */
export const blogRoutes: FastifyPluginAsyncTypebox<BlogRoutesOptions> = async (app, { published }) => {
  const tags = ['Blogs'];

  app.get(
    API_PATHS.blogAll,
    {
      schema: {
        tags,
        summary: 'Published blogs, newest first; `view=summary` replaces each body with its 15-word preview (ETag, 304)',
        querystring: BlogListQuery,
        response: { 200: Type.Union([BlogListResponse, BlogSummaryListResponse]) },
      },
    },
    async (request, reply) => {
      const view = request.query.view ?? 'full';
      const whole = await published.list(view);
      // Too big to keep whole: streamed a keyset page at a time, without an ETag (docs/decisions/0085).
      return whole ? sendCached(request, reply, whole) : sendStreamed(reply, published.listChunks(view));
    },
  );

  app.get(
    API_PATHS.blogList,
    {
      schema: {
        tags,
        summary: 'One page of the published blogs: search, category, sort, keyset cursor; the total of the filter (ETag, 304)',
        querystring: BlogPageQuery,
        response: { 200: BlogPageResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => sendCached(request, reply, await published.page(parseBlogPageQuery(request.query))),
  );

  // `/api/blog/all` and `/api/blog/list` above are static routes, so find-my-way never hands them to this one.
  app.get(
    API_PATHS.blogById,
    {
      schema: {
        tags,
        summary: 'One blog; drafts only for a logged-in admin, 404 for everyone else',
        params: IdParams,
        response: { 200: BlogResponse, 404: ErrorResponse },
      },
      // An id the contract refuses (over its 64 characters) names no blog: the same 404 as an
      // unknown one, which the shell's page host takes for "no such post" (decision 0080).
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw notFound('Blog');
      const lookup = await published.blog(request.params.id);
      if ('cached' in lookup) return sendCached(request, reply, lookup.cached);
      // Not a published blog: a draft an admin may preview, or a 404 — already read, not read again.
      const blog = await visibleBlog(request, lookup.uncached);
      // A draft reaches only its admin, and no cache may keep it.
      if (!blog.isPublished) reply.header('cache-control', 'no-store');
      return { success: true, blog };
    },
  );
};
