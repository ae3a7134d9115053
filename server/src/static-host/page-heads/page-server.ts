import { firstPaintKey, matchSiteRoute } from '@studyhub/shared-api/catalog';
import type { PublicReleasesResponse, RuntimeConfig } from '@studyhub/shared-api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fillBlogPage } from './blog-first-paint.ts';
import { createBlogSource } from './blog-source.ts';
import { lookUpAuthor } from './author-check.ts';
import { checkDraft } from './draft-check.ts';
import { readFirstPaint } from './first-paint.ts';
import { createImageSizes } from './image-sizes.ts';
import { escapeHtml, jsonForScript } from './escape.ts';
import { indexTemplate, type IndexTemplate } from './index-template.ts';
import { pageForPath } from './page-for-path.ts';
import { createRemoteFirstPaint } from './remote-first-paint.ts';
import { renderHead } from './render-head.ts';

export interface PageHeadsOptions {
  /** Where this host reaches the API when the public apiBaseUrl is not reachable from it (INTERNAL_API_URL). */
  apiUrl?: string;
  /** A blog page's lookup budget: past it the page is served without the post (docs/decisions/0079). */
  timeoutMs?: number;
  /** How long a remote's first-paint file is used before it is revalidated (docs/decisions/0055). */
  remoteFreshMs?: number;
}

/**
 * The element the shell reads the registry's `apps` from (decision 0087), so it picks the remotes'
 * versions without a round trip: the same id as shell/src/common/remotes/release-registry.ts.
 */
export const RELEASES_ELEMENT_ID = 'studyhub-releases';

/** A build's index.html and first paint, read once: a build's files never change while it is served. */
export async function loadIndexTemplate(root: string): Promise<IndexTemplate> {
  return indexTemplate(await readFile(path.join(root, 'index.html'), 'utf8'), await readFirstPaint(root));
}

/**
 * The registry's `apps` (what the shell reads, as it reads `apps` from `GET /api/releases`) as data
 * in the page: JSON, never run, so the page's CSP needs no hash for it
 * (security-headers.ts#inlineScriptSources); nothing in it can close the element (jsonForScript).
 */
export function releasesScript(registry: PublicReleasesResponse): string {
  return `<script type="application/json" id="${escapeHtml(RELEASES_ELEMENT_ID)}">${jsonForScript(registry.apps)}</script>`;
}

/**
 * The shell's index.html with each route's own head and status (docs/decisions/0038) and first
 * paint (docs/decisions/0053), with a remote's page in it where the remote has one (0055). Each
 * page is written from the template of the build it is served from (one dist/, or the active
 * release), with the registry that chose that release when there is one.
 */
export function createPageServer(config: RuntimeConfig, { apiUrl, timeoutMs = 200, remoteFreshMs }: PageHeadsOptions) {
  const api = (apiUrl ?? config.apiBaseUrl).replace(/\/+$/, '');
  const blogs = createBlogSource({ apiUrl: api, timeoutMs });
  const images = createImageSizes({ publicApiUrl: config.apiBaseUrl, apiUrl: api });
  const configuredSite = config.siteUrl?.replace(/\/+$/, '');
  const remotePages = createRemoteFirstPaint(config.remotes, { timeoutMs, freshMs: remoteFreshMs });

  return {
    apiUrl: api,
    async send(request: FastifyRequest, reply: FastifyReply, template: IndexTemplate, registry?: PublicReleasesResponse): Promise<FastifyReply> {
      // Without a configured site URL the addresses are site-relative: never the request's Host,
      // which its sender chooses (docs/decisions/0079).
      const site = configuredSite ?? '';
      const pathname = request.url.split('?', 1)[0] ?? '/';
      // Matched once: the head, the frame and the remote's page are all the route's.
      const route = matchSiteRoute(pathname);
      const drafts = (token: string, deadline: number) => checkDraft(api, token, deadline);
      const authors = (slug: string, deadline: number) => lookUpAuthor(api, slug, deadline);
      const [{ status, head, blog, private: unshared, unconfirmed }, { page, blogTemplate }] = await Promise.all([
        pageForPath(pathname, route, { site, blogs, images, timeoutMs, drafts, authors }),
        remotePages.at(pathname, route),
      ]);
      const shown = blog && blogTemplate ? fillBlogPage(blogTemplate, blog) : page;
      const headHtml = renderHead(head) + (registry ? `\n    ${releasesScript(registry)}` : '');
      const html = template.render(headHtml, firstPaintKey(route), status === 200 ? shown : undefined);
      // A draft's page (decision 0078): no cache keeps it, so a revoked link dies everywhere at once.
      if (unshared) reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      // A post the API did not confirm in time (decision 0079): the page without it, kept by no cache.
      else if (unconfirmed) reply.header('Cache-Control', 'no-store');
      else reply.header('Cache-Control', 'no-cache');
      return reply.code(status).type('text/html; charset=utf-8').send(html);
    },
  };
}
