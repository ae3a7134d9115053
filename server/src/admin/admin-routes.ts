import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminBlogPageQuery,
  AdminBlogPageResponse,
  AdminCommentPageQuery,
  AdminCommentPageResponse,
  API_PATHS,
  BlogListResponse,
  CommentListResponse,
  DashboardResponse,
  ErrorResponse,
  staffCan,
} from '@studyhub/shared-api/contract';
import { idActionRoute } from '../http/id-action-route.ts';
import { jsonArrayChunks, sendStreamed } from '../http/streamed-json.ts';
import { encodeCursor } from '../http/page-cursor.ts';
import { parseAdminBlogPageQuery, parseAdminCommentPageQuery } from './admin-page-query.ts';
import type { AdminRepository } from './admin-repository.ts';

const tags = ['Admin'];

export interface AdminRoutesOptions {
  admin: AdminRepository;
  /** How many drafts wait for review (issue 36): on the dashboard of the roles that may review. */
  pendingReview: () => Promise<number>;
}

/** The admin panel's reads and comment moderation (docs/product.md#the-api); registered in the admin scope, which guards them. */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, { admin, pendingReview }) => {
  app.get(
    API_PATHS.adminDashboard,
    {
      config: { staff: 'everyRole' },
      schema: {
        tags,
        summary: 'Counts of blogs, comments and drafts, and the newest blogs (drafts included); for editors and the owner, how many drafts wait for review',
        response: { 200: DashboardResponse },
      },
    },
    async (request) => {
      const mayReview = staffCan(request.staff!.role, 'post.review');
      const [data, pending] = await Promise.all([admin.dashboard(), mayReview ? pendingReview() : undefined]);
      return { success: true, data: { ...data, ...(pending === undefined ? {} : { pendingReview: pending }) } };
    },
  );

  app.get(
    API_PATHS.adminBlogs,
    {
      config: { staff: 'everyRole' },
      schema: {
        tags,
        summary: 'Every blog, drafts included, newest first: the whole archive, for API clients (the portal reads the paged list)',
        response: { 200: BlogListResponse },
      },
    },
    // Streamed a page at a time (docs/decisions/0085): an admin's answer, never cached.
    async (_request, reply) => sendStreamed(reply, jsonArrayChunks({ success: true }, 'blogs', admin.blogPages())),
  );

  app.get(
    API_PATHS.adminComments,
    {
      config: { staff: 'comment.moderate' },
      schema: {
        tags,
        summary: 'Every comment, approved or not, newest first, with its blog id and title: the whole archive, for API clients (the portal reads the paged list)',
        response: { 200: CommentListResponse },
      },
    },
    async () => ({ success: true, comments: await admin.listComments() }),
  );

  // The paged lists the portal reads (docs/decisions/0072); static paths, so `/page` is never an id.
  app.get(
    API_PATHS.adminBlogPage,
    {
      config: { staff: 'everyRole' },
      schema: {
        tags,
        summary: 'One page of every blog, drafts included, as summaries: title search, status, category, sort, keyset cursor; the matches counted up to 1,000',
        querystring: AdminBlogPageQuery,
        response: { 200: AdminBlogPageResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const query = parseAdminBlogPageQuery(request.query);
      const { rows, total, totalCapped, next } = await admin.blogPage(query);
      return { success: true, blogs: rows, total, totalCapped, nextCursor: next ? encodeCursor(query.sort, next) : null };
    },
  );

  app.get(
    API_PATHS.adminCommentPage,
    {
      config: { staff: 'comment.moderate' },
      schema: {
        tags,
        summary: "One page of the comments to moderate (the queue by default), each with its blog's id and title: search over text, name and blog title, sort, keyset cursor; the matches counted up to 1,000",
        querystring: AdminCommentPageQuery,
        response: { 200: AdminCommentPageResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const query = parseAdminCommentPageQuery(request.query);
      const { rows, total, totalCapped, next } = await admin.commentPage(query);
      return { success: true, comments: rows, total, totalCapped, nextCursor: next ? encodeCursor(query.sort, next) : null };
    },
  );

  idActionRoute(app, {
    path: API_PATHS.adminApproveComment,
    staff: 'comment.moderate',
    audit: 'comment.approve',
    tags,
    summary: 'Approve a comment so it shows under its blog',
    thing: 'Comment',
    act: async (id) => ((await admin.approveComment(id)) ? 'Comment approved' : undefined),
  });

  idActionRoute(app, {
    path: API_PATHS.adminDeleteComment,
    staff: 'comment.moderate',
    audit: 'comment.delete',
    tags,
    summary: 'Delete a comment, approved or not',
    thing: 'Comment',
    act: async (id) => ((await admin.deleteComment(id)) ? 'Comment deleted' : undefined),
  });
};
