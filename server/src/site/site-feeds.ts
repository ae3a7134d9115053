import { authorPath, authorRssPath, blogPath, COURSE_PAGE_PATHS, SITE_NAME, STATIC_PAGES } from '@studyhub/shared-api/catalog';
import { authorsWithPosts, findAuthor } from '../authors/author-queries.ts';
import type { PublishedBlogCache } from '../blogs/published-blog-cache.ts';
import type { AppDatabase } from '../db/client.ts';
import { type CachedBody, cachedBody } from '../http/cached-body.ts';
import { MAX_WHOLE_ANSWER_BYTES, wholeIfSmall } from '../http/streamed-json.ts';
import { countPublished, newestByAuthor, newestPublished, publishedStampPages } from './feed-queries.ts';
import { rssDocument, type SiteUrl, siteLink, sitemapIndexDocument, urlsetChunks } from './site-documents.ts';

/** The sitemap protocol's limit of URLs in one file; past it the sitemap becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
/** Blogs in the RSS feed, newest first. */
export const FEED_ITEMS = 50;

export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
export const SITEMAP_TYPE = 'application/xml; charset=utf-8';

export interface SiteFeedsOptions {
  db: AppDatabase;
  /** Covers are made absolute from it, as everywhere in the API. */
  publicApiUrl: string;
  /** Every link of the documents starts with it. */
  publicSiteUrl: string;
  published: PublishedBlogCache;
  /** URLs per sitemap file: SITEMAP_MAX_URLS unless a test lowers it. */
  maxSitemapUrls?: number;
}

export type SiteFeeds = ReturnType<typeof createSiteFeeds>;

/** A sitemap document kept whole, or too big to keep: then its pieces, read from the database for each request. */
export type SitemapAnswer = { cached: CachedBody } | { chunks: () => AsyncIterable<string> };

/**
 * The RSS feed and the sitemaps (decision 0039), each built once per write in the published-blog
 * cache and served from memory until the next publish, unpublish, edit or delete drops it.
 */
export function createSiteFeeds({ db, publicApiUrl, publicSiteUrl, published, maxSitemapUrls = SITEMAP_MAX_URLS }: SiteFeedsOptions) {
  // The fixed pages first, in the order of the catalogue, then the author pages (docs/decisions/0083), then the blogs, newest first.
  const catalogUrls: SiteUrl[] = [...Object.keys(STATIC_PAGES), ...COURSE_PAGE_PATHS].map((path) => ({ loc: siteLink(publicSiteUrl, path) }));

  /** The pages before the blogs: the catalogue's and each author's with a published post (a staff's few), kept until the next write. */
  const pagesBeforeBlogs = (): Promise<SiteUrl[]> =>
    published.derived('sitemap-pages', async () => [...catalogUrls, ...(await authorsWithPosts(db)).map((slug) => ({ loc: siteLink(publicSiteUrl, authorPath(slug)) }))]);

  /** The URLs from position `start` (inclusive) to `end` (exclusive) of the whole list, a page at a time. */
  async function* urlPagesBetween(start: number, end: number): AsyncGenerator<SiteUrl[]> {
    const fixedUrls = await pagesBeforeBlogs();
    yield fixedUrls.slice(start, end);
    const from = Math.max(start, fixedUrls.length);
    if (end <= from) return;
    for await (const stamps of publishedStampPages(db, from - fixedUrls.length, end - from)) {
      yield stamps.map(({ id, createdAt, updatedAt }) => ({ loc: siteLink(publicSiteUrl, blogPath(id)), lastmod: updatedAt ?? createdAt }));
    }
  }

  /** Kept until the next write, so asking for parts that do not exist costs no query. */
  const partCount = (): Promise<number> =>
    published.derived('sitemap-parts', async () => Math.max(1, Math.ceil(((await pagesBeforeBlogs()).length + (await countPublished(db))) / maxSitemapUrls)));

  /** A urlset kept whole up to MAX_WHOLE_ANSWER_BYTES, else streamed from the database per request (docs/decisions/0085). */
  async function urlset(start: number, end: number): Promise<SitemapAnswer> {
    const chunks = () => urlsetChunks(urlPagesBetween(start, end));
    const whole = await wholeIfSmall(chunks(), MAX_WHOLE_ANSWER_BYTES, SITEMAP_TYPE);
    return whole ? { cached: whole } : { chunks };
  }

  async function loadSitemap(): Promise<SitemapAnswer> {
    const parts = await partCount();
    if (parts === 1) return urlset(0, maxSitemapUrls);
    const links = Array.from({ length: parts }, (_, index) => siteLink(publicSiteUrl, `/sitemap-${index + 1}.xml`));
    return { cached: cachedBody(sitemapIndexDocument(links), SITEMAP_TYPE) };
  }

  async function loadPart(part: number): Promise<SitemapAnswer | undefined> {
    if (part < 1 || part > (await partCount())) return undefined;
    return urlset((part - 1) * maxSitemapUrls, part * maxSitemapUrls);
  }

  async function loadRss(): Promise<CachedBody> {
    return cachedBody(rssDocument(publicSiteUrl, await newestPublished(db, publicApiUrl, FEED_ITEMS)), RSS_TYPE);
  }

  /**
   * An author's feed (docs/decisions/0083), built as the site's and kept until the next write; a
   * slug no account holds is looked up (by its unique index) each time, never kept, so made-up slugs
   * cannot push the site's documents out of the cache.
   */
  async function authorRss(slug: string): Promise<CachedBody | undefined> {
    const author = await findAuthor(db, slug);
    if (!author) return undefined;
    const { name } = author.profile;
    return published.derived(`author-rss:${author.id}:${author.profile.slug}:${name}`, async () => {
      const items = await newestByAuthor(db, publicApiUrl, author.id, FEED_ITEMS);
      const channel = { title: `${name} · ${SITE_NAME}`, description: `Posts by ${name} on ${SITE_NAME}.`, pagePath: authorPath(slug), feedPath: authorRssPath(slug) };
      return cachedBody(rssDocument(publicSiteUrl, items, channel), RSS_TYPE);
    });
  }

  return {
    rss: (): Promise<CachedBody> => published.derived('rss', loadRss),
    /** An author's RSS feed; undefined for a slug no account holds. */
    authorRss,
    /** A `urlset`, or a `sitemapindex` once the URLs do not fit in one file. */
    sitemap: (): Promise<SitemapAnswer> => published.derived('sitemap', loadSitemap),
    /** Part `part` (from 1) of a split sitemap; undefined past the last. */
    sitemapPart: (part: number): Promise<SitemapAnswer | undefined> => published.derived(`sitemap-${part}`, () => loadPart(part)),
  };
}
