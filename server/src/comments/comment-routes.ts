import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddCommentRequest, API_PATHS, CommentListResponse, CommentsRequest, ErrorResponse, MessageResponse } from '@studyhub/shared-api/contract';
import type { RateLimits } from '../config.ts';
import type { BlogRepository } from '../blogs/blog-repository.ts';
import { findVisibleBlog } from '../blogs/visible-blog.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { CommentRepository } from './comment-repository.ts';

export interface CommentRoutesOptions {
  blogs: BlogRepository;
  comments: CommentRepository;
  limits: RateLimits;
}

export const COMMENT_SUBMITTED = 'Comment submitted! It will appear once an administrator approves it.';

/** Reading a blog's approved comments and posting a new one (anonymous, moderated). */
export const commentRoutes: FastifyPluginAsyncTypebox<CommentRoutesOptions> = async (app, { blogs, comments, limits }) => {
  const tags = ['Comments'];

  app.post(
    API_PATHS.blogComments,
    {
      schema: {
        tags,
        summary: "A blog's approved comments, newest first",
        body: CommentsRequest,
        response: { 200: CommentListResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const blog = await findVisibleBlog(request, blogs, request.body.blogId);
      return { success: true, comments: await comments.listApproved(blog._id) };
    },
  );

  app.post(
    API_PATHS.blogAddComment,
    {
      schema: {
        tags,
        summary: 'Post a comment on a published blog; it appears once an admin approves it',
        body: AddCommentRequest,
        response: { 200: MessageResponse, 404: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
      config: { rateLimit: { max: limits.commentsPerIp, timeWindow: limits.commentWindowMs } },
    },
    async (request) => {
      const name = request.body.name.trim();
      const content = request.body.content.trim();
      if (!name) throw new HttpError(400, 'Please enter your name');
      if (!content) throw new HttpError(400, 'Please write a comment');
      // Only bots fill the hidden field; they get the usual answer so they do not adapt.
      if (request.body.website) return { success: true, message: COMMENT_SUBMITTED };

      const blog = await blogs.findById(request.body.blog);
      if (!blog?.isPublished) throw notFound('Blog');
      await comments.add({ blogId: blog._id, name, content });
      return { success: true, message: COMMENT_SUBMITTED };
    },
  );
};
