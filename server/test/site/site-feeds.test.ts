import { COURSE_PAGE_PATHS, SITE_DESCRIPTION, STATIC_PAGES } from '@studyhub/shared-api/catalog';
import { API_PATHS, excerpt } from '@studyhub/shared-api/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, newBlog, pngImage } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';
import { parseXml } from '../helpers/xml.ts';

const SITE = 'https://studyhub.example.edu';

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  pubDate: string;
  category: string;
  description: string;
  enclosure?: { '@url': string; '@type': string; '@length': string };
  'media:content'?: { '@url': string; '@medium': string };
}
interface Rss {
  rss: {
    '@version': string;
    channel: { title: string; link: string; description: string; 'atom:link': Record<string, string>; lastBuildDate?: string; item?: RssItem[] };
  };
}
interface UrlSet {
  urlset?: { '@xmlns': string; url?: Array<{ loc: string; lastmod?: string }> };
  sitemapindex?: { '@xmlns': string; sitemap?: Array<{ loc: string }> };
}

const FIXED_URLS = [...Object.keys(STATIC_PAGES), ...COURSE_PAGE_PATHS].map((path) => `${SITE}${path}`);
const at = (minute: number) => new Date(Date.UTC(2020, 10, 24, 10, minute));

describe('the RSS feed, the sitemap and robots.txt', () => {
  const ctx = useTestApp({ publicSiteUrl: SITE });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const rss = async () => parseXml<Rss>((await get(API_PATHS.siteRss)).body).rss.channel;
  const sitemapUrls = async () => parseXml<UrlSet>((await get(API_PATHS.siteSitemap)).body).urlset?.url ?? [];

  async function admin(url: string, id: string) {
    const response = await ctx.app.inject({ method: 'POST', url, payload: { id }, headers: asAdmin(await adminToken(ctx)) });
    expect(response.statusCode).toBe(200);
  }

  it('describes the site and lists published blogs field by field, newest first, drafts left out', async () => {
    const older = await insertBlog(ctx.database.db, {
      title: 'Older & wiser',
      description: `<h2>Heaps</h2><p>${'word '.repeat(40)}</p>`,
      category: 'CSE',
      createdAt: at(1),
    });
    await insertBlog(ctx.database.db, { title: 'Draft', isPublished: false, createdAt: at(3) });
    const newer = await insertBlog(ctx.database.db, { title: 'Newer', description: '<p>Short <b>body</b></p>', category: 'Elective', image: '/api/media/abc', createdAt: at(2) });

    const response = await get(API_PATHS.siteRss);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const document = parseXml<Rss>(response.body);
    expect(document.rss['@version']).toBe('2.0');
    const channel = document.rss.channel;
    expect(channel).toMatchObject({ title: 'StudyHub', link: `${SITE}/`, description: SITE_DESCRIPTION, lastBuildDate: at(2).toUTCString() });
    expect(channel['atom:link']).toEqual({ '@href': `${SITE}/rss.xml`, '@rel': 'self', '@type': 'application/rss+xml' });
    expect(channel.item).toEqual([
      {
        title: 'Newer',
        link: `${SITE}/blog/${newer}`,
        guid: { '#text': `${SITE}/blog/${newer}`, '@isPermaLink': 'true' },
        pubDate: 'Tue, 24 Nov 2020 10:02:00 GMT',
        category: 'Elective',
        description: 'Short body',
        // A cover elsewhere (here a path without a stored image): a Media RSS reference, absolute.
        'media:content': { '@url': `${TEST_PUBLIC_API_URL}/api/media/abc`, '@medium': 'image' },
      },
      {
        title: 'Older & wiser',
        link: `${SITE}/blog/${older}`,
        guid: { '#text': `${SITE}/blog/${older}`, '@isPermaLink': 'true' },
        pubDate: 'Tue, 24 Nov 2020 10:01:00 GMT',
        category: 'CSE',
        // The card excerpt: plain text, 15 words and an ellipsis.
        description: `Heaps ${'word '.repeat(14).trim()}…`,
        'media:content': { '@url': 'https://cdn.example.org/cover.webp', '@medium': 'image' },
      },
    ]);
    expect(response.body).not.toContain('<h2>');
  });

  it('gives a stored cover as an enclosure with its type and size, and has only the newest 50', async () => {
    for (let minute = 0; minute < 52; minute += 1) await insertBlog(ctx.database.db, { title: `Blog ${minute}`, createdAt: at(minute) });
    const body = await multipart([['blog', JSON.stringify(newBlog({ title: 'With a cover' }))], ['image', { bytes: await pngImage(), filename: 'c.png', type: 'image/png' }]]);
    const added = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...asAdmin(await adminToken(ctx)) } });
    expect(added.statusCode).toBe(200);

    const items = (await rss()).item ?? [];
    expect(items).toHaveLength(50);
    expect(items.map((item) => item.title)).toEqual(['With a cover', ...Array.from({ length: 49 }, (_, index) => `Blog ${51 - index}`)]);
    const [row] = await ctx.database.db.select().from(blogs).where(eq(blogs.title, 'With a cover'));
    const image = await get(`/api/media/${row?.mediaId}`);
    expect(items[0]?.enclosure).toEqual({ '@url': `${TEST_PUBLIC_API_URL}/api/media/${row?.mediaId}`, '@type': 'image/webp', '@length': String(image.rawPayload.length) });
    expect(items[0]?.description).toBe(excerpt(newBlog().description));
  });

  it('lists every public page and every published blog in the sitemap, blogs with lastmod', async () => {
    const first = await insertBlog(ctx.database.db, { createdAt: at(1) });
    const second = await insertBlog(ctx.database.db, { createdAt: at(2) });
    await insertBlog(ctx.database.db, { isPublished: false });

    const response = await get(API_PATHS.siteSitemap);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const document = parseXml<UrlSet>(response.body);
    expect(document.urlset?.['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(document.urlset?.url).toEqual([
      ...FIXED_URLS.map((loc) => ({ loc })),
      { loc: `${SITE}/blog/${second}`, lastmod: at(2).toISOString() },
      { loc: `${SITE}/blog/${first}`, lastmod: at(1).toISOString() },
    ]);
    expect(FIXED_URLS).toContain(`${SITE}/`);
    expect(FIXED_URLS).toContain(`${SITE}/notes/cse220`);
  });

  it('shows a publish, an unpublish and a delete through the admin API at once', async () => {
    const id = await insertBlog(ctx.database.db, { title: 'Toggled', isPublished: false });
    const blogUrl = `${SITE}/blog/${id}`;
    const before = await get(API_PATHS.siteRss);
    expect(parseXml<Rss>(before.body).rss.channel.item).toBeUndefined();
    expect((await sitemapUrls()).map((url) => url.loc)).not.toContain(blogUrl);

    await admin(API_PATHS.blogTogglePublish, id);
    const published = await get(API_PATHS.siteRss, { 'if-none-match': String(before.headers.etag) });
    expect(published.statusCode).toBe(200);
    expect(parseXml<Rss>(published.body).rss.channel.item?.map((item) => item.link)).toEqual([blogUrl]);
    expect((await sitemapUrls()).map((url) => url.loc)).toContain(blogUrl);

    await admin(API_PATHS.blogTogglePublish, id);
    expect((await rss()).item).toBeUndefined();
    expect((await sitemapUrls()).map((url) => url.loc)).not.toContain(blogUrl);

    await admin(API_PATHS.blogTogglePublish, id);
    expect((await rss()).item).toHaveLength(1);
    await admin(API_PATHS.blogDelete, id);
    expect((await rss()).item).toBeUndefined();
    expect((await sitemapUrls()).map((url) => url.loc)).toEqual(FIXED_URLS);
  });

  it.each([API_PATHS.siteRss, API_PATHS.siteSitemap, API_PATHS.siteRobots])('%s has a strong ETag, answers 304 to it, and compresses', async (url) => {
    await insertBlog(ctx.database.db);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect((await get(url, { 'if-none-match': String(gzipped.headers.etag) })).statusCode).toBe(304);
  });

  it('serves robots.txt: everything but the admin area, and the sitemap', async () => {
    const response = await get(API_PATHS.siteRobots);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`User-agent: *\nDisallow: /admin/\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('has no sitemap parts beyond the one a small site needs', async () => {
    expect(parseXml<UrlSet>((await get('/api/site/sitemap-1.xml')).body).urlset?.url).toHaveLength(FIXED_URLS.length);
    for (const part of ['0', '2', '01', 'x', '1e3', '99999999999']) {
      const response = await get(`/api/site/sitemap-${part}.xml`);
      expect(response.statusCode, part).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Sitemap not found' });
    }
  });
});

describe('a sitemap past its limit of URLs', () => {
  const LIMIT = 5;
  const ctx = useTestApp({ publicSiteUrl: SITE }, { maxSitemapUrls: LIMIT });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('becomes an index of parts of at most the limit each, which together list every URL once', async () => {
    const ids: string[] = [];
    for (let minute = 0; minute < 12; minute += 1) ids.unshift(await insertBlog(ctx.database.db, { createdAt: at(minute) }));
    await insertBlog(ctx.database.db, { isPublished: false });
    const expected = [...FIXED_URLS, ...ids.map((id) => `${SITE}/blog/${id}`)];
    const parts = Math.ceil(expected.length / LIMIT);
    // The last part is missing while the blogs are drafts, and there once they are published.
    await ctx.database.db.update(blogs).set({ isPublished: false });
    ctx.app.dropPublicCache();
    expect((await get(`/api/site/sitemap-${parts}.xml`)).statusCode).toBe(404);
    await ctx.database.db.update(blogs).set({ isPublished: true }).where(inArray(blogs.id, ids));
    ctx.app.dropPublicCache();

    const index = parseXml<UrlSet>((await get(API_PATHS.siteSitemap)).body);
    expect(index.urlset).toBeUndefined();
    expect(index.sitemapindex?.['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemapindex?.sitemap).toEqual(Array.from({ length: parts }, (_, n) => ({ loc: `${SITE}/sitemap-${n + 1}.xml` })));

    const listed: string[] = [];
    for (let part = 1; part <= parts; part += 1) {
      const response = await get(`/api/site/sitemap-${part}.xml`);
      expect(response.statusCode).toBe(200);
      const urls = parseXml<UrlSet>(response.body).urlset?.url ?? [];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(LIMIT);
      listed.push(...urls.map((url) => url.loc));
    }
    expect(listed).toEqual(expected);
    expect((await get(`/api/site/sitemap-${parts + 1}.xml`)).statusCode).toBe(404);
  });
});
