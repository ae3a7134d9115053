import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, BlogListResponse } from '@studyhub/shared-api/contract';
import type { BlogRepository } from './blog-repository.ts';

export interface BlogRoutesOptions {
  blogs: BlogRepository;
}

export const blogRoutes: FastifyPluginAsyncTypebox<BlogRoutesOptions> = async (app, { blogs }) => {
  app.get(API_PATHS.blogAll, { schema: { response: { 200: BlogListResponse } } }, async () => {
    return { success: true, blogs: await blogs.listPublished() };
  });
};
