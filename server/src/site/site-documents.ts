import { blogPath, SITE_DESCRIPTION, SITE_NAME } from '@studyhub/shared-api/catalog';
import type { FeedItem } from './feed-queries.ts';
import { XML_DECLARATION, xmlElement, xmlEscape } from './xml.ts';

// The documents of decision 0039 as text. Every text and URL goes through `xmlEscape`.

/** A public page of the site: its absolute URL and, for blogs, when it last changed. */
export interface SiteUrl {
  loc: string;
  lastmod?: Date;
}

/** The site's public URL of a path (`/`, `/notes`, `/blog/{id}`). */
export const siteLink = (siteUrl: string, path: string): string => `${siteUrl}${path}`;

const attributes = (values: Record<string, string | number>): string =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${xmlEscape(String(value))}"`)
    .join('');

/** An item's cover: an enclosure when stored here (type and size known), else a Media RSS reference. */
function coverElement(item: FeedItem): string {
  if (item.cover) return `<enclosure${attributes({ url: item.image, type: item.cover.mime, length: item.cover.length })}/>`;
  return `<media:content${attributes({ url: item.image, medium: 'image' })}/>`;
}

function rssItem(siteUrl: string, item: FeedItem): string {
  const link = siteLink(siteUrl, blogPath(item._id));
  return [
    '<item>',
    xmlElement('title', item.title),
    // The byline's name, never an e-mail (RSS's <author> must hold one), as Dublin Core's creator.
    ...(item.author ? [xmlElement('dc:creator', item.author.name)] : []),
    xmlElement('link', link),
    `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
    // RFC 822 with a four-digit year, as RSS 2.0 asks: "Tue, 24 Nov 2026 10:00:00 GMT".
    xmlElement('pubDate', new Date(item.createdAt).toUTCString()),
    // RSS 2.0 has no date of change; Atom's, in the namespace the feed declares, for edited posts (docs/decisions/0073).
    ...(item.updatedAt ? [xmlElement('atom:updated', item.updatedAt)] : []),
    xmlElement('category', item.category),
    xmlElement('description', item.excerpt),
    coverElement(item),
    '</item>',
  ].join('');
}

/** Which feed a document is: the site's (the default), or an author's (docs/decisions/0083). */
export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed follows. */
  pagePath: string;
  /** The feed's own path, its `atom:link rel="self"`. */
  feedPath: string;
}

const SITE_CHANNEL: FeedChannel = { title: SITE_NAME, description: SITE_DESCRIPTION, pagePath: '/', feedPath: '/rss.xml' };

/** RSS 2.0 of the given blogs (newest first), with its own address as `atom:link rel="self"`. */
export function rssDocument(siteUrl: string, items: readonly FeedItem[], channel: FeedChannel = SITE_CHANNEL): string {
  const lastChange = items.reduce<Date | undefined>((latest, item) => {
    const changed = new Date(item.updatedAt ?? item.createdAt);
    return latest && latest >= changed ? latest : changed;
  }, undefined);
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    xmlElement('title', channel.title),
    xmlElement('link', siteLink(siteUrl, channel.pagePath)),
    xmlElement('description', channel.description),
    xmlElement('language', 'en'),
    `<atom:link${attributes({ href: siteLink(siteUrl, channel.feedPath), rel: 'self', type: 'application/rss+xml' })}/>`,
    // The newest change among the items (a post, or an edit), not the time of the build: an
    // unchanged feed keeps its ETag.
    ...(lastChange ? [xmlElement('lastBuildDate', lastChange.toUTCString())] : []),
    ...items.map((item) => rssItem(siteUrl, item)),
    '</channel>',
    '</rss>',
  ].join('\n');
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap `urlset` (at most the protocol's 50,000 URLs; the caller splits). */
export function urlsetDocument(urls: readonly SiteUrl[]): string {
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...urls.map(urlEntry), '</urlset>'].join('\n');
}

const urlEntry = ({ loc, lastmod }: SiteUrl): string => `<url>${xmlElement('loc', loc)}${lastmod ? xmlElement('lastmod', lastmod.toISOString()) : ''}</url>`;

/** The same `urlset` as urlsetDocument, byte for byte, in pieces: one per page of URLs (docs/decisions/0085). */
export async function* urlsetChunks(pages: AsyncIterable<readonly SiteUrl[]>): AsyncGenerator<string> {
  yield `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">`;
  for await (const page of pages) if (page.length > 0) yield page.map((url) => `\n${urlEntry(url)}`).join('');
  yield '\n</urlset>';
}

/** A sitemap index pointing at each part's absolute URL. */
export function sitemapIndexDocument(parts: readonly string[]): string {
  const entries = parts.map((loc) => `<sitemap>${xmlElement('loc', loc)}</sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>'].join('\n');
}

/** robots.txt: everything but the admin pages behind the login (docs/decisions/0054), and where the sitemap is. */
export function robotsText(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin/', `Sitemap: ${siteLink(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
