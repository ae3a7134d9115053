import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  BlogListResponse,
  CommentListResponse,
  DashboardResponse,
  ErrorResponse,
  IdRequest,
  MessageResponse,
} from '@studyhub/shared-api/contract';
import type { RouteDeps } from '../app-deps.ts';
import { ADMIN_ONLY } from '../auth/admin-only-schema.ts';
import { notFound } from '../http/http-error.ts';
import { createAdminRepository } from './admin-repository.ts';

const tags = ['Admin'];

/** The admin panel's reads and comment moderation (SPEC §7); every route needs a live session. */
export const adminRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db, config }) => {
  const admin = createAdminRepository(db, config.publicApiUrl);
  const guarded = { onRequest: app.requireAdmin };

  app.get(
    API_PATHS.adminDashboard,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Counts of blogs, comments and drafts, and the newest blogs (drafts included)',
        security: ADMIN_ONLY.security,
        response: { ...ADMIN_ONLY.response, 200: DashboardResponse },
      },
    },
    async () => ({ success: true, data: await admin.dashboard() }),
  );

  app.get(
    API_PATHS.adminBlogs,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Every blog, drafts included, newest first',
        security: ADMIN_ONLY.security,
        response: { ...ADMIN_ONLY.response, 200: BlogListResponse },
      },
    },
    async () => ({ success: true, blogs: await admin.listBlogs() }),
  );

  app.get(
    API_PATHS.adminComments,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Every comment, approved or not, newest first, with its blog id and title',
        security: ADMIN_ONLY.security,
        response: { ...ADMIN_ONLY.response, 200: CommentListResponse },
      },
    },
    async () => ({ success: true, comments: await admin.listComments() }),
  );

  app.post(
    API_PATHS.adminApproveComment,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Approve a comment so it shows under its blog',
        security: ADMIN_ONLY.security,
        body: IdRequest,
        response: { ...ADMIN_ONLY.response, 200: MessageResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      if (!(await admin.approveComment(request.body.id))) throw notFound('Comment');
      return { success: true, message: 'Comment approved' };
    },
  );

  app.post(
    API_PATHS.adminDeleteComment,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Delete a comment, approved or not',
        security: ADMIN_ONLY.security,
        body: IdRequest,
        response: { ...ADMIN_ONLY.response, 200: MessageResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      if (!(await admin.deleteComment(request.body.id))) throw notFound('Comment');
      return { success: true, message: 'Comment deleted' };
    },
  );
};
