import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorResponse, MessageResponse, staffCan } from '@studyhub/shared-api/contract';
import { HttpError } from '../http/http-error.ts';
import { idActionRoute } from '../http/id-action-route.ts';
import { encodeCover } from '../media/cover-upload.ts';
import type { BlogRepository } from './blog-repository.ts';
import { BLOG_UPLOAD_LIMITS, readBlogUpload } from './blog-upload.ts';
import { parseNewBlog, storedDescription } from './new-blog-input.ts';

export interface BlogAdminRoutesOptions {
  blogs: BlogRepository;
}

/** Add, delete and (un)publish blogs; registered in the admin scope, which guards them. */
export const blogAdminRoutes: FastifyPluginAsyncTypebox<BlogAdminRoutesOptions> = async (app, { blogs }) => {
  // Registered here, so only these routes accept multipart bodies.
  await app.register(multipart, { limits: BLOG_UPLOAD_LIMITS });
  const tags = ['Blogs'];

  app.post(
    API_PATHS.blogAdd,
    {
      config: { staff: 'post.create', audit: 'post.create' },
      schema: {
        tags,
        summary: 'Add a blog with its cover image',
        description:
          'multipart/form-data with the field `blog` (JSON text of NewBlog: title, subTitle, description, category, isPublished) ' +
          'and the file `image` (JPEG, PNG, WebP or GIF, at most 5 MB; stored as WebP). The description HTML is sanitised.',
        consumes: ['multipart/form-data'],
        response: { 200: MessageResponse, 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const upload = await readBlogUpload(request);
      const draft = parseNewBlog(upload.blog);
      if (!upload.image?.length) throw new HttpError(400, 'Please upload a thumbnail image');
      const description = storedDescription(draft.description, blogs.publicApiUrl);
      // Cheap checks first: the image is decoded only for an otherwise valid blog.
      const cover = await encodeCover(upload.image);
      // A role that may not publish its own post (a contributor) writes a draft, whatever it asked for.
      const isPublished = draft.isPublished && staffCan(request.staff!.role, 'post.publish', { own: true, published: false });
      const id = await blogs.create({ ...draft, description, isPublished }, cover, request.staff!.id);
      request.auditNote = { targetId: id, detail: { title: draft.title, published: isPublished } };
      return { success: true, message: 'Blog added successfully' };
    },
  );

  idActionRoute(app, {
    path: API_PATHS.blogDelete,
    staff: { action: 'post.delete', post: 'body' },
    audit: 'post.delete',
    tags,
    summary: 'Delete a blog with its comments and its stored cover',
    thing: 'Blog',
    act: async (id) => ((await blogs.delete(id)) ? 'Blog deleted successfully' : undefined),
  });

  idActionRoute(app, {
    path: API_PATHS.blogTogglePublish,
    staff: { action: 'post.publish', post: 'body' },
    tags,
    summary: 'Publish a draft or unpublish a blog',
    thing: 'Blog',
    act: async (id, request) => {
      const isPublished = await blogs.togglePublished(id);
      request.auditNote = { action: isPublished ? 'post.publish' : 'post.unpublish' };
      return isPublished === undefined ? undefined : isPublished ? 'Blog published' : 'Blog unpublished';
    },
  });
};
