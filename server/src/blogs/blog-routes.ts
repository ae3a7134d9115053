import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  BlogListQuery,
  BlogListResponse,
  BlogResponse,
  BlogSummaryListResponse,
  ErrorResponse,
  IdParams,
} from '@studyhub/shared-api/contract';
import Type from 'typebox';
import { toSummary } from './blog-mapping.ts';
import type { BlogRepository } from './blog-repository.ts';
import { findVisibleBlog } from './visible-blog.ts';

export interface BlogRoutesOptions {
  blogs: BlogRepository;
}

/** The public reads: the listing and one blog. */
export const blogRoutes: FastifyPluginAsyncTypebox<BlogRoutesOptions> = async (app, { blogs }) => {
  const tags = ['Blogs'];

  app.get(
    API_PATHS.blogAll,
    {
      schema: {
        tags,
        summary: 'Published blogs, newest first; `view=summary` replaces each body with its 15-word preview',
        querystring: BlogListQuery,
        response: { 200: Type.Union([BlogListResponse, BlogSummaryListResponse]) },
      },
    },
    async (request) => {
      const published = await blogs.listPublished();
      if (request.query.view === 'summary') return { success: true, blogs: published.map(toSummary) };
      return { success: true, blogs: published };
    },
  );

  // `/api/blog/all` above is a static route, so find-my-way never hands "all" to this one.
  app.get(
    API_PATHS.blogById,
    {
      schema: {
        tags,
        summary: 'One blog; drafts only for a logged-in admin, 404 for everyone else',
        params: IdParams,
        response: { 200: BlogResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true, blog: await findVisibleBlog(request, blogs, request.params.id) }),
  );
};
