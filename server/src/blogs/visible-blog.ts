import type { Blog } from '@studyhub/shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/http-error.ts';
import type { BlogRepository } from './blog-repository.ts';

/**
 * The blog the requester may see: published ones for everyone, drafts only for a logged-in admin
 * (to whom the site shows a preview). Anything else is 404, so drafts look like unknown ids.
 */
export async function findVisibleBlog(request: FastifyRequest, blogs: BlogRepository, id: string): Promise<Blog> {
  return visibleBlog(request, await blogs.findById(id));
}

/** The same rule for a blog already read: it, or a 404. */
export async function visibleBlog(request: FastifyRequest, blog: Blog | undefined): Promise<Blog> {
  if (!blog || (!blog.isPublished && !(await request.server.adminIdOf(request)))) throw notFound('Blog');
  return blog;
}
