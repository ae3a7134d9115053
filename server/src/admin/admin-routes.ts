import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, BlogListResponse, CommentListResponse, DashboardResponse } from '@studyhub/shared-api/contract';
import { idActionRoute } from '../http/id-action-route.ts';
import type { AdminRepository } from './admin-repository.ts';

const tags = ['Admin'];

export interface AdminRoutesOptions {
  admin: AdminRepository;
}

/** The admin panel's reads and comment moderation (docs/product.md#the-api); registered in the admin scope, which guards them. */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, { admin }) => {
  app.get(
    API_PATHS.adminDashboard,
    {
      schema: {
        tags,
        summary: 'Counts of blogs, comments and drafts, and the newest blogs (drafts included)',
        response: { 200: DashboardResponse },
      },
    },
    async () => ({ success: true, data: await admin.dashboard() }),
  );

  app.get(
    API_PATHS.adminBlogs,
    {
      schema: {
        tags,
        summary: 'Every blog, drafts included, newest first',
        response: { 200: BlogListResponse },
      },
    },
    async () => ({ success: true, blogs: await admin.listBlogs() }),
  );

  app.get(
    API_PATHS.adminComments,
    {
      schema: {
        tags,
        summary: 'Every comment, approved or not, newest first, with its blog id and title',
        response: { 200: CommentListResponse },
      },
    },
    async () => ({ success: true, comments: await admin.listComments() }),
  );

  idActionRoute(app, {
    path: API_PATHS.adminApproveComment,
    tags,
    summary: 'Approve a comment so it shows under its blog',
    thing: 'Comment',
    act: async (id) => ((await admin.approveComment(id)) ? 'Comment approved' : undefined),
  });

  idActionRoute(app, {
    path: API_PATHS.adminDeleteComment,
    tags,
    summary: 'Delete a comment, approved or not',
    thing: 'Comment',
    act: async (id) => ((await admin.deleteComment(id)) ? 'Comment deleted' : undefined),
  });
};
