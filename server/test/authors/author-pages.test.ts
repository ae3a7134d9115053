import { BLOG_PAGE_SIZE } from '@studyhub/shared-api/contract';
import { API_PATHS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { parseXml } from '../helpers/xml.ts';

const SITE = 'https://studyhub.example.edu';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
const authorUrl = (slug: string) => API_PATHS.author.replace(':slug', slug);
const postsUrl = (slug: string, cursor?: string) => `${API_PATHS.authorPosts.replace(':slug', slug)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;

interface RssChannel {
  title: string;
  link: string;
  'atom:link': Record<string, string>;
  item?: Array<{ title: string; link: string; 'dc:creator': string }> | { title: string; link: string; 'dc:creator': string };
}

describe('bylines and author pages (docs/decisions/0083)', () => {
  const ctx = useTestApp({ publicSiteUrl: SITE });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  async function account(email: string, slug: string | null, displayName: string | null = null): Promise<string> {
    const [row] = await ctx.database.db.insert(admins).values({ email, passwordHash: 'no-login', role: 'author', slug, displayName }).returning({ id: admins.id });
    return row!.id;
  }

  it('gives every card, post, list and search hit its byline from the same read, the name never an e-mail', async () => {
    const ada = await account('ada@uni.example.edu', 'ada-lovelace', 'Ada Lovelace');
    const unnamed = await account('grace.hopper@uni.example.edu', 'grace-hopper');
    const byAda = await insertBlog(ctx.database.db, { title: 'Analytical engines', authorId: ada, createdAt: at(2) });
    await insertBlog(ctx.database.db, { title: 'Compilers', authorId: unnamed, createdAt: at(1) });
    const orphan = await insertBlog(ctx.database.db, { title: 'Orphaned post', createdAt: at(0) });

    const list = await get(API_PATHS.blogList);
    expect(list.json().blogs.map((blog: { title: string; author?: unknown }) => [blog.title, blog.author])).toEqual([
      ['Analytical engines', { name: 'Ada Lovelace', slug: 'ada-lovelace' }],
      ['Compilers', { name: 'grace.hopper', slug: 'grace-hopper' }],
      ['Orphaned post', undefined],
    ]);
    expect((await get(API_PATHS.blogById.replace(':id', byAda))).json().blog.author).toEqual({ name: 'Ada Lovelace', slug: 'ada-lovelace' });
    expect((await get(API_PATHS.blogById.replace(':id', orphan))).json().blog).not.toHaveProperty('author');
    const all = await get(`${API_PATHS.blogAll}?view=summary`);
    expect(all.json().blogs[0].author).toEqual({ name: 'Ada Lovelace', slug: 'ada-lovelace' });
    const search = await get(`${API_PATHS.search}?q=compilers`);
    expect(search.json().blogs.map((hit: { author?: unknown }) => hit.author)).toEqual([{ name: 'grace.hopper', slug: 'grace-hopper' }]);
    for (const response of [list, all, search]) expect(response.body).not.toContain('@uni.example.edu');
  });

  it('answers an author by slug with their published posts counted, and 404 in the envelope for a slug nobody holds', async () => {
    const ada = await account('ada@uni.example.edu', 'ada-lovelace', 'Ada Lovelace');
    await insertBlog(ctx.database.db, { authorId: ada });
    await insertBlog(ctx.database.db, { authorId: ada });
    await insertBlog(ctx.database.db, { authorId: ada, isPublished: false });
    const response = await get(authorUrl('ada-lovelace'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, author: { name: 'Ada Lovelace', slug: 'ada-lovelace', posts: 2 } });
    expect(response.body).not.toContain('ada@');
    for (const url of [authorUrl('nobody'), postsUrl('nobody'), `${authorUrl('nobody')}/rss.xml`]) {
      const missing = await get(url);
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(missing.json()).toEqual({ success: false, message: 'Author not found' });
    }
  });

  it("pages an author's published posts newest first by keyset, the listing's page size, nobody else's and no draft", async () => {
    const ada = await account('ada@uni.example.edu', 'ada-lovelace', 'Ada Lovelace');
    const other = await account('bob@uni.example.edu', 'bob');
    const total = BLOG_PAGE_SIZE.default + 3;
    // Two posts in one instant: the id breaks the tie, so no page skips or repeats one.
    for (let index = 0; index < total; index += 1) await insertBlog(ctx.database.db, { title: `Ada ${index}`, authorId: ada, createdAt: at(index === 1 ? 0 : index) });
    await insertBlog(ctx.database.db, { title: 'Bob', authorId: other, createdAt: at(99) });
    await insertBlog(ctx.database.db, { title: 'Ada draft', authorId: ada, isPublished: false, createdAt: at(98) });

    const first = (await get(postsUrl('ada-lovelace'))).json();
    expect(first.blogs).toHaveLength(BLOG_PAGE_SIZE.default);
    expect(first.total).toBe(total);
    expect(first.blogs[0].title).toBe(`Ada ${total - 1}`);
    const second = (await get(postsUrl('ada-lovelace', first.nextCursor))).json();
    expect(second.nextCursor).toBeNull();
    const titles = [...first.blogs, ...second.blogs].map((blog: { title: string }) => blog.title);
    expect(new Set(titles).size).toBe(total);
    expect(titles.every((title) => /^Ada \d+$/.test(title))).toBe(true);
    expect(second.blogs.every((blog: { author: { slug: string } }) => blog.author.slug === 'ada-lovelace')).toBe(true);
    const bad = await get(postsUrl('ada-lovelace', 'not-a-cursor'));
    expect(bad.statusCode).toBe(400);
  });

  it("feeds an author's posts as RSS with their name, and puts each author with a published post in the sitemap", async () => {
    const ada = await account('ada@uni.example.edu', 'ada-lovelace', 'Ada Lovelace');
    const quiet = await account('quiet@uni.example.edu', 'quiet');
    await account('nothing@uni.example.edu', 'nothing');
    await insertBlog(ctx.database.db, { title: 'Engines', authorId: ada, createdAt: at(1) });
    await insertBlog(ctx.database.db, { title: 'Not hers', authorId: quiet, isPublished: false, createdAt: at(2) });
    await insertBlog(ctx.database.db, { title: 'Someone else', createdAt: at(3) });

    const response = await get(`${authorUrl('ada-lovelace')}/rss.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = parseXml<{ rss: { channel: RssChannel } }>(response.body).rss.channel;
    expect(channel.title).toBe('Ada Lovelace · StudyHub');
    expect(channel.link).toBe(`${SITE}/authors/ada-lovelace`);
    expect(channel['atom:link']['@href']).toBe(`${SITE}/authors/ada-lovelace/rss.xml`);
    const items = [channel.item ?? []].flat();
    expect(items.map((item) => [item.title, item['dc:creator']])).toEqual([['Engines', 'Ada Lovelace']]);
    expect(response.body).not.toContain('ada@');
    const again = await ctx.app.inject({ method: 'GET', url: `${authorUrl('ada-lovelace')}/rss.xml`, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const sitemap = (await get(API_PATHS.siteSitemap)).body;
    expect(sitemap).toContain(`<loc>${SITE}/authors/ada-lovelace</loc>`);
    expect(sitemap).not.toContain('/authors/quiet<');
    expect(sitemap).not.toContain('/authors/nothing<');
  });
});
