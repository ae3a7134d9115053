// The shell's pages as a crawler and a link-preview bot see them: no JavaScript, only the HTML.
import { STATIC_PAGES } from '@studyhub/shared-api/catalog';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaRepository, mediaPath } from '../../src/media/media-repository.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { crawl, miniatureShellBuild, SITE, startShellHost } from '../helpers/page-host.ts';
import { useListeningApi } from '../helpers/test-app.ts';
import { removeDir, TEST_PUBLIC_API_URL } from '../helpers/test-app.ts';

const api = useListeningApi();
let root: string;
let shell: Awaited<ReturnType<typeof startShellHost>>;
let published: string;
let plain: string;
let draft: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const CREATED = new Date('2026-03-04T05:06:07.000Z');

beforeAll(async () => {
  root = await miniatureShellBuild();
  const cover = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366cc' } }).webp().toBuffer();
  const mediaId = await createMediaRepository(api.database.db).insert({ mime: 'image/webp', bytes: cover });
  published = await insertBlog(api.database.db, { title: 'Graph algorithms', subTitle: 'BFS, DFS and friends', category: 'CSE', image: mediaPath(mediaId), mediaId, createdAt: CREATED });
  plain = await insertBlog(api.database.db, { title: 'No subtitle', subTitle: null, description: '<p>First <b>words</b> of the body.</p>' });
  draft = await insertBlog(api.database.db, { title: 'Secret draft', isPublished: false });
  // The public API URL (covers' addresses) is not where the host reaches the API: INTERNAL_API_URL.
  shell = await startShellHost(root, { apiUrl: api.url });
});
afterAll(async () => {
  await shell.host.close();
  await removeDir(root);
});

describe('every page', () => {
  it.each(['/', '/notes', '/notes/cse220', '/search?q=x', '/admin', '/nope'])('%s links the feed and asks for a large card', async (path) => {
    const page = await crawl(`${shell.url}${path}`);
    expect(page.link('alternate')).toBe('/rss.xml');
    expect(page.document.head.querySelector('link[rel="alternate"]')?.getAttribute('type')).toBe('application/rss+xml');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('og:site_name')).toBe('StudyHub');
    // The build's own title and description are replaced, never doubled.
    expect(page.document.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
    expect(page.document.querySelector('script[src="/assets/index-abc123.js"]')).not.toBeNull();
  });
});

describe('the site image', () => {
  it('is the large card size the other pages name', async () => {
    const metadata = await sharp(path.resolve(import.meta.dirname, '../../../shell/public/og-image.png')).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
  });
});

describe('catalog pages', () => {
  it('/ is the web site, with its search action', async () => {
    const page = await crawl(`${shell.url}/`);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Home · StudyHub');
    expect(page.link('canonical')).toBe(`${SITE}/`);
    expect(page.meta('og:url')).toBe(`${SITE}/`);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:image')).toBe(`${SITE}/og-image.png`);
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${SITE}/`,
        potentialAction: expect.objectContaining({ '@type': 'SearchAction', target: `${SITE}/search?q={search_term_string}` }),
      }),
    ]);
  });

  it('/notes has its catalog title and description', async () => {
    const page = await crawl(`${shell.url}/notes`);
    expect([page.status, page.title, page.link('canonical')]).toEqual([200, 'Handwritten Notes · StudyHub', `${SITE}/notes`]);
    expect(page.meta('description')).toMatch(/^Handwritten notes for every/);
    expect(page.meta('og:title')).toBe('Handwritten Notes · StudyHub');
    expect(page.meta('twitter:description')).toBe(page.meta('description'));
    expect(page.jsonLd).toEqual([]);
  });

  it('/notes/cse220 has its breadcrumbs', async () => {
    const page = await crawl(`${shell.url}/notes/cse220`);
    expect([page.status, page.title, page.link('canonical')]).toEqual([200, 'CSE220: Data Structures · StudyHub', `${SITE}/notes/cse220`]);
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: 'Handwritten Notes', item: `${SITE}/notes` },
        { position: 3, name: 'CSE220: Data Structures', item: `${SITE}/notes/cse220` },
      ],
    });
  });

  it.each(Object.entries(STATIC_PAGES))('%s has its catalog head', async (path, head) => {
    const page = await crawl(`${shell.url}${path}`);
    expect([page.status, page.title, page.meta('description')]).toEqual([200, `${head.title} · StudyHub`, head.description]);
    expect(page.link('canonical')).toBe(path === '/' ? `${SITE}/` : `${SITE}${path}`);
  });

  it('/notes/ is /notes, and HEAD answers as GET does', async () => {
    const page = await crawl(`${shell.url}/notes/`);
    expect([page.status, page.title, page.link('canonical')]).toEqual([200, 'Handwritten Notes · StudyHub', `${SITE}/notes`]);
    const head = await fetch(`${shell.url}/notes/cse999`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
  });

  it('/search and the admin pages behind the login are not for indexing', async () => {
    const search = await crawl(`${shell.url}/search?q=graphs`);
    expect([search.status, search.title, search.meta('robots')]).toEqual([200, 'Search · StudyHub', 'noindex']);
    for (const path of ['/admin/', '/admin/addBlog', '/admin/comments']) {
      const admin = await crawl(`${shell.url}${path}`);
      expect([admin.status, admin.title, admin.meta('robots')]).toEqual([200, 'Admin · StudyHub', 'noindex']);
    }
  });

  it('/admin is the login page, described and indexable like any public page', async () => {
    const login = await crawl(`${shell.url}/admin`);
    expect([login.status, login.title, login.meta('robots'), login.link('canonical')]).toEqual([200, 'Admin Login · StudyHub', undefined, `${SITE}/admin`]);
    expect(login.meta('description')).toMatch(/admin portal/);
  });
});

describe('blog pages', () => {
  it('a published blog is an article with its cover and its size', async () => {
    const page = await crawl(`${shell.url}/blog/${published}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Graph algorithms · StudyHub');
    expect(page.meta('description')).toBe('BFS, DFS and friends');
    expect(page.link('canonical')).toBe(`${SITE}/blog/${published}`);
    expect(page.meta('og:url')).toBe(`${SITE}/blog/${published}`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe('Graph algorithms · StudyHub');
    expect(page.meta('og:description')).toBe('BFS, DFS and friends');
    expect(page.meta('og:image')).toMatch(new RegExp(`^${TEST_PUBLIC_API_URL}/api/media/[0-9a-f-]{36}$`));
    expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['640', '360']);
    // A preview bot fetches the image: it answers as one (the page names the public API address).
    const image = await fetch(page.meta('og:image')!.replace(TEST_PUBLIC_API_URL, api.url));
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(page.meta('article:published_time')).toBe(CREATED.toISOString());
    expect(page.meta('article:section')).toBe('CSE');
    // Never edited: no modified time of its own, and JSON-LD's dateModified is its creation (docs/decisions/0073).
    expect(page.meta('article:modified_time')).toBeUndefined();
    expect(page.meta('robots')).toBeUndefined();
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Graph algorithms',
        description: 'BFS, DFS and friends',
        datePublished: CREATED.toISOString(),
        dateModified: CREATED.toISOString(),
        articleSection: 'CSE',
      }),
    ]);
  });

  it('a blog without a subtitle is described by the start of its body', async () => {
    const page = await crawl(`${shell.url}/blog/${plain}`);
    expect(page.meta('description')).toBe('First words of the body.');
    // An image from elsewhere is named but never fetched to learn its size.
    expect(page.meta('og:image')).toBe('https://cdn.example.org/cover.webp');
    expect(page.meta('og:image:width')).toBeUndefined();
  });

  it.each([
    ['a draft', () => draft],
    ['an unknown id', () => UNKNOWN],
    ['a malformed id', () => 'not-a-uuid'],
  ])('%s is not found, and says nothing of the draft', async (_name, id) => {
    const page = await crawl(`${shell.url}/blog/${id()}`);
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found · StudyHub');
    expect(page.meta('robots')).toBe('noindex');
    expect(page.link('canonical')).toBeUndefined();
    expect(page.html).not.toContain('Secret draft');
    expect(page.html).toContain('<div id="root"></div>');
  });
});

describe('unknown routes', () => {
  it.each(['/nope', '/notes/cse999', '/blog', '/blog/a/b', '/notes/cse220/more'])('%s is the app page with 404', async (path) => {
    const page = await crawl(`${shell.url}${path}`);
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found · StudyHub');
    expect(page.html).toContain('<div id="root"></div>');
  });

  it("a missing static file is a 404 in the site's error envelope, not a page", async () => {
    const response = await fetch(`${shell.url}/assets/missing-1.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('without a configured site URL, canonical links are site-relative (page-heads-site-url.test.ts)', async () => {
    const bare = await startShellHost(root, { apiUrl: api.url, siteUrl: null });
    try {
      const page = await crawl(`${bare.url}/notes`);
      expect(page.link('canonical')).toBe('/notes');
    } finally {
      await bare.host.close();
    }
  });
});
