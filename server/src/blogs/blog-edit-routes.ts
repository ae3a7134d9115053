import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, BLOG_EDIT_MESSAGES, BlogSourceResponse, ErrorResponse, IdParams } from '@studyhub/shared-api/contract';
import { assertStaffCan } from '../auth/staff-access.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { encodeCover } from '../media/cover-upload.ts';
import type { BlogRepository } from './blog-repository.ts';
import { BLOG_UPLOAD_LIMITS, readBlogUpload } from './blog-upload.ts';
import { parseBlogUpdate, storedDescription } from './new-blog-input.ts';

export interface BlogEditRoutesOptions {
  blogs: BlogRepository;
}

/**
 * Editing a post (docs/decisions/0073): its source for the editor, and saving an edit against the
 * version the editor opened. Registered in the admin scope, which guards them.
 */
export const blogEditRoutes: FastifyPluginAsyncTypebox<BlogEditRoutesOptions> = async (app, { blogs }) => {
  // Registered here too, so only the blog writes accept multipart bodies.
  await app.register(multipart, { limits: BLOG_UPLOAD_LIMITS });
  const tags = ['Blogs'];

  app.get(
    API_PATHS.adminBlog,
    {
      config: { staff: { action: 'post.edit', post: 'params' } },
      schema: {
        tags,
        summary: "A post as its editor opens it: the body's source and the version to save against",
        params: IdParams,
        response: { 200: BlogSourceResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const blog = await blogs.findSource(request.params.id);
      if (!blog) throw notFound('Blog');
      return { success: true, blog };
    },
  );

  app.put(
    API_PATHS.adminBlog,
    {
      config: { staff: { action: 'post.edit', post: 'params' }, audit: 'post.edit' },
      schema: {
        tags,
        summary: 'Save an edit of a post: same id, address, comments and creation date; a new version',
        description:
          'multipart/form-data with the field `blog` (JSON text of BlogUpdate: the fields of NewBlog and `baseVersion`, the version the editor ' +
          'opened) and optionally the file `image`, a new cover (without it the cover is kept). The description HTML is sanitised as on add. ' +
          `409 "${BLOG_EDIT_MESSAGES.conflict}" when the post is no longer at baseVersion; nothing is changed then.`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: BlogSourceResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const upload = await readBlogUpload(request);
      const { baseVersion, ...draft } = parseBlogUpdate(upload.blog);
      // Saving with the other publish state publishes or unpublishes: the table's `post.publish`, not `post.edit`.
      if (request.staffPost && draft.isPublished !== request.staffPost.published) assertStaffCan(request, 'post.publish', request.staffPost);
      const description = storedDescription(draft.description, blogs.publicApiUrl);
      // Cheap checks first: a new cover is decoded only for an otherwise valid edit.
      const cover = upload.image?.length ? await encodeCover(upload.image) : undefined;
      const outcome = await blogs.update(request.params.id, { baseVersion, draft: { ...draft, description }, cover, authorId: request.adminId });
      if ('missing' in outcome) throw notFound('Blog');
      if ('stale' in outcome) throw new HttpError(409, BLOG_EDIT_MESSAGES.conflict);
      return { success: true, message: BLOG_EDIT_MESSAGES.saved, blog: outcome.saved };
    },
  );
};
