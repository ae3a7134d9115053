import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddCommentRequest,
  API_PATHS,
  COMMENT_MESSAGES,
  CommentListResponse,
  CommentsRequest,
  ErrorResponse,
  LIMITS,
  MessageResponse,
} from '@studyhub/shared-api/contract';
import type { RateLimits } from '../config.ts';
import type { BlogRepository } from '../blogs/blog-repository.ts';
import { findVisibleBlog } from '../blogs/visible-blog.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { countLinks } from './comment-links.ts';
import { perAddressLimit, perBrowserLimit, senderKey } from './comment-limits.ts';
import type { CommentRepository } from './comment-repository.ts';
import { duplicateKeys, type TextClaims } from './duplicate-comments.ts';

export interface CommentRoutesOptions {
  blogs: BlogRepository;
  comments: CommentRepository;
  limits: RateLimits;
  /** Texts posted within the comment window: in memory, or in Redis shared by every instance. */
  texts: TextClaims;
}

/** Reading a blog's approved comments and posting a new one (anonymous, moderated). */
export const commentRoutes: FastifyPluginAsyncTypebox<CommentRoutesOptions> = async (app, { blogs, comments, limits, texts }) => {
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
        response: { 200: MessageResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
      // Both limits count every attempt, refused ones and the honeypot's included (docs/decisions/0068).
      config: { rateLimit: perAddressLimit(limits) },
      preHandler: perBrowserLimit(app, limits),
    },
    async (request) => {
      const name = request.body.name.trim();
      const content = request.body.content.trim();
      if (!name) throw new HttpError(400, 'Please enter your name');
      if (!content) throw new HttpError(400, 'Please write a comment');
      // Only bots fill the hidden field; they get the usual answer so they do not adapt.
      if (request.body.website) return { success: true, message: COMMENT_MESSAGES.submitted };
      if (countLinks(`${name}\n${content}`) > LIMITS.commentLinks) throw new HttpError(400, COMMENT_MESSAGES.tooManyLinks(LIMITS.commentLinks));

      const blog = await blogs.findById(request.body.blog);
      if (!blog?.isPublished) throw notFound('Blog');
      const keys = duplicateKeys({ blogId: blog._id, sender: senderKey(request), content });
      if (!(await texts.claim(keys))) throw new HttpError(409, COMMENT_MESSAGES.duplicate);
      try {
        await comments.add({ blogId: blog._id, name, content });
      } catch (error) {
        // Not stored, so not a duplicate: the same text may be sent again.
        await texts.release(keys).catch((releaseError: unknown) => request.log.warn({ err: releaseError }, 'duplicate-text keys not released'));
        throw error;
      }
      return { success: true, message: COMMENT_MESSAGES.submitted };
    },
  );
};
