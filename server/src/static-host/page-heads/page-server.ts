import { firstPaintKey } from '@studyhub/shared-api/catalog';
import type { RuntimeConfig } from '@studyhub/shared-api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createBlogSource } from './blog-source.ts';
import { readFirstPaint } from './first-paint.ts';
import { createImageSizes } from './image-sizes.ts';
import { indexTemplate } from './index-template.ts';
import { pageForPath } from './page-for-path.ts';
import { renderHead } from './render-head.ts';

export interface PageHeadsOptions {
  /** Where this host reaches the API when the public apiBaseUrl is not reachable from it (INTERNAL_API_URL). */
  apiUrl?: string;
  /** A blog page's lookup budget: past it the page is served with the generic head. */
  timeoutMs?: number;
  /** How long a blog's head is reused before it is revalidated with If-None-Match. */
  blogFreshMs?: number;
}

/**
 * The shell's index.html with each route's own head and status (docs/decisions/0038) and first
 * paint (docs/decisions/0053). The build's files are read once: a new build is deployed with a
 * restart.
 */
export async function createPageServer(root: string, config: RuntimeConfig, { apiUrl, timeoutMs = 200, blogFreshMs }: PageHeadsOptions) {
  const template = indexTemplate(await readFile(path.join(root, 'index.html'), 'utf8'), await readFirstPaint(root));
  const api = (apiUrl ?? config.apiBaseUrl).replace(/\/+$/, '');
  const blogs = createBlogSource({ apiUrl: api, timeoutMs, freshMs: blogFreshMs });
  const images = createImageSizes({ publicApiUrl: config.apiBaseUrl, apiUrl: api });
  const configuredSite = config.siteUrl?.replace(/\/+$/, '');

  return {
    apiUrl: api,
    async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      // Without a configured site URL the request's own Host names it; every value is escaped.
      const site = configuredSite ?? `${request.protocol}://${request.host}`;
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const { status, head } = await pageForPath(pathname, { site, blogs, images, timeoutMs });
      return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(template.render(renderHead(head), firstPaintKey(pathname)));
    },
  };
}
