import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, AuthorParams, ErrorResponse } from '@studyhub/shared-api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { cachedBody, sendCached } from '../http/cached-body.ts';
import { notFound } from '../http/http-error.ts';
import { sendStreamed } from '../http/streamed-json.ts';
import { robotsText } from './site-documents.ts';
import { RSS_TYPE, SITEMAP_TYPE, type SiteFeeds, type SitemapAnswer } from './site-feeds.ts';

/** A sitemap kept whole (ETag, 304), or one too big to keep, streamed (docs/decisions/0085). */
const sendSitemap = (request: FastifyRequest, reply: FastifyReply, answer: SitemapAnswer) =>
  'cached' in answer ? sendCached(request, reply, answer.cached) : sendStreamed(reply, answer.chunks(), SITEMAP_TYPE);

export interface FeedRoutesOptions {
  feeds: SiteFeeds;
  publicSiteUrl: string;
}

/** A part number as the path writes it: 1, 2, … without leading zeros, so each part has one URL. */
const PART = /^[1-9]\d{0,8}$/;

/** The documented answer of a route whose body is text of `type`, not JSON. */
const textResponse = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: Type.String() } } },
  304: { description: 'Not modified: the If-None-Match copy is current', type: 'null' },
});

/**
 * The RSS feed, the sitemap and robots.txt, served on the site's origin as `/rss.xml`,
 * `/sitemap.xml` and `/robots.txt` by forwarding (decision 0039). Each from memory, with an ETag.
 */
export const feedRoutes: FastifyPluginAsyncTypebox<FeedRoutesOptions> = async (app, { feeds, publicSiteUrl }) => {
  const tags = ['Site'];
  // Fixed for the life of the process.
  const robots = cachedBody(robotsText(publicSiteUrl), 'text/plain; charset=utf-8');

  app.get(
    API_PATHS.siteRss,
    { schema: { tags, summary: 'RSS 2.0 of the newest 50 published blogs, the site’s /rss.xml (ETag, 304)', response: textResponse(RSS_TYPE, 'RSS 2.0') } },
    async (request, reply) => sendCached(request, reply, await feeds.rss()),
  );

  app.get(
    API_PATHS.siteSitemap,
    {
      schema: {
        tags,
        summary: 'The site’s /sitemap.xml: every public page and published blog, or an index of parts past 50,000 URLs (ETag, 304)',
        response: textResponse(SITEMAP_TYPE, 'A sitemap urlset or sitemapindex'),
      },
    },
    async (request, reply) => sendSitemap(request, reply, await feeds.sitemap()),
  );

  app.get(
    API_PATHS.siteSitemapPart,
    {
      schema: {
        tags,
        summary: 'Part n (from 1) of a sitemap split into an index, the site’s /sitemap-{n}.xml (ETag, 304; 404 past the last)',
        params: Type.Object({ n: Type.String() }),
        response: { ...textResponse(SITEMAP_TYPE, 'A sitemap urlset'), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { n } = request.params;
      const part = PART.test(n) ? await feeds.sitemapPart(Number(n)) : undefined;
      if (!part) throw notFound('Sitemap');
      return sendSitemap(request, reply, part);
    },
  );

  app.get(
    API_PATHS.siteRobots,
    { schema: { tags, summary: 'The site’s /robots.txt: the admin area is off limits, the sitemap’s address (ETag, 304)', response: textResponse('text/plain', 'robots.txt') } },
    async (request, reply) => sendCached(request, reply, robots),
  );

  app.get(
    API_PATHS.authorRss,
    {
      schema: {
        tags: ['Authors'],
        summary: "RSS 2.0 of an author's newest 50 published posts, the site's /authors/{slug}/rss.xml (ETag, 304; 404 for an unknown slug)",
        params: AuthorParams,
        response: {
          200: { description: 'RSS 2.0', content: { [RSS_TYPE]: { schema: Type.String() } } },
          304: { description: 'Not modified: the If-None-Match copy is current', type: 'null' },
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const feed = await feeds.authorRss(request.params.slug);
      if (!feed) throw notFound('Author');
      return sendCached(request, reply, feed);
    },
  );
};
