// An author page and a post's byline as a crawler sees them (docs/decisions/0083): no JavaScript, only the HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { crawl, miniatureShellBuild, SITE, startShellHost } from '../helpers/page-host.ts';
import { removeDir, useListeningApi } from '../helpers/test-app.ts';

const api = useListeningApi();
let root: string;
let shell: Awaited<ReturnType<typeof startShellHost>>;
let post: string;

beforeAll(async () => {
  root = await miniatureShellBuild();
  const [ada] = await api.database.db
    .insert(admins)
    .values({ email: 'ada@uni.example.edu', passwordHash: 'x', role: 'author', displayName: 'Ada <Lovelace>', slug: 'ada-lovelace' })
    .returning({ id: admins.id });
  post = await insertBlog(api.database.db, { title: 'Analytical engines', authorId: ada!.id });
  await insertBlog(api.database.db, { title: 'Difference engines', authorId: ada!.id });
  shell = await startShellHost(root, { apiUrl: api.url });
});
afterAll(async () => {
  await shell.host.close();
  await removeDir(root);
});

describe('an author page', () => {
  it('is titled and described by the author, canonical, with a JSON-LD Person and their feed beside the site’s', async () => {
    const page = await crawl(`${shell.url}/authors/ada-lovelace`);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Ada <Lovelace> · StudyHub');
    expect(page.meta('description')).toBe('Posts by Ada <Lovelace> on StudyHub: 2 published.');
    expect(page.link('canonical')).toBe(`${SITE}/authors/ada-lovelace`);
    expect(page.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Person', name: 'Ada <Lovelace>', url: `${SITE}/authors/ada-lovelace`, mainEntityOfPage: `${SITE}/authors/ada-lovelace` },
    ]);
    const feeds = [...page.document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('title'), link.getAttribute('href')]);
    expect(feeds).toEqual([
      ['StudyHub', '/rss.xml'],
      ['Ada <Lovelace> · StudyHub', '/authors/ada-lovelace/rss.xml'],
    ]);
    // Every value escaped: the name's angle brackets are text, never markup.
    expect(page.html).not.toContain('<Lovelace>');
  });

  it('is a 404 for a slug nobody holds', async () => {
    const page = await crawl(`${shell.url}/authors/nobody`);
    expect(page.status).toBe(404);
    expect(page.meta('robots')).toBe('noindex');
  });

  it("serves the author's feed at /authors/{slug}/rss.xml, from the API", async () => {
    const response = await fetch(`${shell.url}/authors/ada-lovelace/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const body = await response.text();
    expect(body).toContain('<title>Analytical engines</title>');
    expect(body).toContain('<dc:creator>Ada &lt;Lovelace&gt;</dc:creator>');
    expect((await fetch(`${shell.url}/authors/nobody/rss.xml`)).status).toBe(404);
  });
});

describe("a post's page", () => {
  it("names its author in the Article's JSON-LD, linking their page", async () => {
    const page = await crawl(`${shell.url}/blog/${post}`);
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'Article', author: { '@type': 'Person', name: 'Ada <Lovelace>', url: `${SITE}/authors/ada-lovelace` } });
  });
});
