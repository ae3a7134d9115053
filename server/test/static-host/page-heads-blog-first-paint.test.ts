// A blog page's first paint (docs/decisions/0056): remote-public's template, filled by the shell's host.
import { BLOG_SLOTS, type BlogFirstPaintTemplate } from '@studyhub/shared-api/catalog';
import type { Blog } from '@studyhub/shared-api/contract';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillBlogPage } from '../../src/static-host/page-heads/blog-first-paint.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { crawl, INDEX_HTML, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir, useListeningApi } from '../helpers/test-app.ts';

const S = BLOG_SLOTS;
// The shape remote-public's build writes (build/blog-template.ts): slots in text and in attributes.
const page = (tone: string) =>
  `<link rel="preload" as="image" imageSrcSet="${S.srcSet}"/><article><span data-tone="${tone}">${S.category}</span><h1 id="post-title">${S.title}</h1>` +
  `<p class="sub">${S.subTitle}</p><p><time dateTime="${S.createdAt}">${S.date}</time></p>` +
  `<img srcSet="${S.srcSet}" src="${S.src}" alt=""/><div class="prose">${S.description}</div></article>`;
const TEMPLATE: BlogFirstPaintTemplate = { html: { blue: page('blue'), green: page('green'), amber: page('amber'), purple: page('purple') }, css: '.sub{color:gray}' };

const blog = (fields: Partial<Blog> = {}): Blog => ({
  _id: 'b1',
  title: 'Graph algorithms',
  subTitle: 'BFS and DFS',
  category: 'Technology',
  image: '/api/media/11111111-1111-4111-8111-111111111111',
  createdAt: '2026-03-04T23:30:00.000Z',
  isPublished: true,
  description: '<p>First <b>words</b>.</p>',
  ...fields,
});

describe('fillBlogPage', () => {
  it("writes the byline's name and link in, escaped and encoded, and drops the byline whole for a post without an author (docs/decisions/0083)", () => {
    const withByline: BlogFirstPaintTemplate = {
      ...TEMPLATE,
      html: Object.fromEntries(
        Object.entries(TEMPLATE.html).map(([tone, html]) => [
          tone,
          html.replace('<p><time', `<p class="b" data-byline="">By <a href="/authors/${S.authorSlug}">${S.authorName}</a></p><p><time`),
        ]),
      ) as BlogFirstPaintTemplate['html'],
    };
    const named = fillBlogPage(withByline, blog({ author: { name: 'Ada <Lovelace>', slug: 'ada lovelace' } }));
    expect(named.html).toContain('<p class="b" data-byline="">By <a href="/authors/ada%20lovelace">Ada &lt;Lovelace&gt;</a></p><p><time');
    const nameless = fillBlogPage(withByline, blog());
    expect(nameless.html).toContain('<p><time dateTime=');
    expect(nameless.html).not.toContain('By ');
  });

  it("writes the blog's values in, its body as the API sanitised it, and the blog for the store", () => {
    const filled = fillBlogPage(TEMPLATE, blog());
    expect(filled.html).toContain('<span data-tone="blue">Technology</span><h1 id="post-title">Graph algorithms</h1><p class="sub">BFS and DFS</p>');
    // The UTC day: the browser's own day may differ near midnight.
    expect(filled.html).toContain('<time dateTime="2026-03-04T23:30:00.000Z">March 4th 2026</time>');
    expect(filled.html).toContain('src="/api/media/11111111-1111-4111-8111-111111111111?w=720"');
    expect(filled.html).toContain('imageSrcSet="/api/media/11111111-1111-4111-8111-111111111111?w=320 320w,');
    expect(filled.html).toContain('<div class="prose"><p>First <b>words</b>.</p></div>');
    expect(filled.html).not.toMatch(/[\uE100\uE101]/);
    expect(filled).toMatchObject({ css: TEMPLATE.css, data: { blog: blog() } });
  });

  it('picks the badge tone of the category, and reads a blank one as "Uncategorized"', () => {
    expect(fillBlogPage(TEMPLATE, blog({ category: 'Mathematics' })).html).toContain('<span data-tone="green">Mathematics</span>');
    expect(fillBlogPage(TEMPLATE, blog({ category: 'business' })).html).toContain('<span data-tone="amber">business</span>');
    expect(fillBlogPage(TEMPLATE, blog({ category: '  ' })).html).toContain('<span data-tone="purple">Uncategorized</span>');
  });

  it('leaves out the subtitle without one, and the widths of a cover the API does not store', () => {
    const filled = fillBlogPage(TEMPLATE, blog({ subTitle: '', image: 'https://images.example.org/c.jpg?x=1&y=2' }));
    expect(filled.html).not.toContain('class="sub"');
    expect(filled.html).not.toMatch(/srcset/i);
    expect(filled.html).toContain('<img src="https://images.example.org/c.jpg?x=1&amp;y=2" alt=""/>');
    expect(fillBlogPage(TEMPLATE, blog({ subTitle: undefined })).html).not.toContain('class="sub"');
  });

  it('links the formula stylesheet for a body with formulas only (docs/decisions/0071)', () => {
    const withStylesheet = { ...TEMPLATE, formulaStylesheet: 'https://public.example/assets/katex.min-a1.css' };
    const formula = '<p>Cost <span class="katex"><span class="katex-mathml"><math><mi>n</mi></math></span></span></p>';
    expect(fillBlogPage(withStylesheet, blog({ description: formula })).stylesheets).toEqual([withStylesheet.formulaStylesheet]);
    expect(fillBlogPage(withStylesheet, blog()).stylesheets).toBeUndefined();
    expect(fillBlogPage(TEMPLATE, blog({ description: formula })).stylesheets).toBeUndefined();
  });

  it('escapes every value but the body, and never fills a slot a value brings with it', () => {
    const hostile = blog({ title: `</h1><script>alert(1)</script>${S.description}`, subTitle: '"><img src=x onerror=alert(1)>', category: 'Tech & <b>', createdAt: '"onfocus="x' });
    const { html } = fillBlogPage(TEMPLATE, hostile);
    expect(html).toContain(`<h1 id="post-title">&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;${S.description}</h1>`);
    expect(html).toContain('<p class="sub">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).toContain('<span data-tone="blue">Tech &amp; &lt;b&gt;</span>');
    expect(html).toContain('<time dateTime="&quot;onfocus=&quot;x"></time>');
    expect(html).not.toContain('<script>');
  });
});

/** remote-public's static host: its first-paint.json, with a blog template or without. */
async function startFakePublicRemote(file: () => object) {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/first-paint.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(file()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const entry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remoteEntry.js`;
  return { entry, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const api = useListeningApi();

describe('the shell host on a blog page', () => {
  const FRAMES = {
    '/': '<nav>home</nav><main id="main" tabindex="-1"><div>Loading Home…</div></main>',
    '/blog/:id': '<nav>blog</nav><main id="main" tabindex="-1"><div>Loading resource…</div></main>',
    '*': '<nav>nav</nav><main id="main" tabindex="-1"><h1>Page not found</h1></main>',
  };
  let root: string;
  let remote: Awaited<ReturnType<typeof startFakePublicRemote>>;
  let shell: Awaited<ReturnType<typeof startShellHost>>;
  let withTemplate = true;
  let published: string;
  let withFormula: string;
  let draft: string;
  let formulaStylesheet = 'assets/katex.min-a1.css';

  beforeAll(async () => {
    root = await miniatureShellBuild();
    await writeFile(path.join(root, 'index.html'), INDEX_HTML.replace('<div id="root"></div>', `<div id="root">${FRAMES['/']}</div>`));
    await writeFile(path.join(root, 'first-paint.json'), JSON.stringify({ pages: FRAMES }));
    published = await insertBlog(api.database.db, { title: 'Heaps </script><script>alert(1)</script> & stacks', subTitle: null, category: 'Science', description: '<p>Body with &lt;/script&gt;&lt;!-- in it.</p>' });
    withFormula = await insertBlog(api.database.db, { title: 'Recurrences', description: '<p>T(n) is <span class="katex"><span class="katex-mathml"><math><mi>n</mi></math></span></span></p>' });
    draft = await insertBlog(api.database.db, { title: 'Secret draft', isPublished: false });
    remote = await startFakePublicRemote(() => (withTemplate ? { pages: {}, blog: { ...TEMPLATE, formulaStylesheet } } : { pages: {} }));
    shell = await startShellHost(root, { apiUrl: api.url, remotes: { remote_public: remote.entry }, remoteFreshMs: 0 });
  });
  afterAll(async () => {
    await shell.host.close();
    await remote.close();
    await removeDir(root);
  });

  const visit = async (pathname: string) => {
    const served = await crawl(`${shell.url}${pathname}`);
    const data = served.document.head.querySelector('script[type="application/json"][data-first-paint-data]');
    // Scripts without a src other than the head's JSON-LD: only the data block, whatever the blog holds.
    const inline = [...served.document.querySelectorAll('script:not([src])')].map((script) => script.getAttribute('type')).filter((type) => type !== 'application/ld+json');
    const stylesheets = [...served.document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => [link.getAttribute('href'), link.getAttribute('data-precedence')]);
    return { status: served.status, stylesheets, main: served.document.querySelector('main'), data: data ? (JSON.parse(data.textContent ?? '') as { blog: Blog }) : undefined, inline };
  };

  it("paints the published blog from the HTML, and hands the app the API's own answer", async () => {
    const { status, main, data, inline } = await visit(`/blog/${published}`);
    expect(status).toBe(200);
    expect(inline).toEqual(['application/json']);
    expect(main?.querySelector('[data-first-paint][inert] h1')?.textContent).toBe('Heaps </script><script>alert(1)</script> & stacks');
    expect(main?.querySelector('[data-tone="green"]')?.textContent).toBe('Science');
    expect(main?.querySelector('.prose')?.textContent).toBe('Body with </script><!-- in it.');
    expect(main?.querySelector('.sub')).toBeNull();
    const answer = (await (await fetch(`${api.url}/api/blog/${published}`)).json()) as { blog: Blog };
    expect(data).toEqual({ blog: answer.blog });
  });

  it("links a post's formula stylesheet beside the remote's entry, and only a file of the remote's own", async () => {
    const stylesheet = new URL(formulaStylesheet, remote.entry).href;
    expect((await visit(`/blog/${withFormula}`)).stylesheets).toEqual([[stylesheet, 'katex']]);
    expect((await visit(`/blog/${published}`)).stylesheets).toEqual([]);
    for (const foreign of ['https://cdn.example/katex.css', '//cdn.example/katex.css', '../other/katex.css', '/katex.css']) {
      formulaStylesheet = foreign;
      await visit(`/blog/${withFormula}`); // the remote's file is revalidated in the background
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await visit(`/blog/${withFormula}`)).stylesheets, foreign).toEqual([]);
    }
    formulaStylesheet = 'assets/katex.min-a1.css';
  });

  it('keeps the loading state, and hands over nothing, for a draft, an unknown blog or a remote without the template', async () => {
    for (const pathname of [`/blog/${draft}`, '/blog/00000000-0000-4000-8000-000000000000']) {
      const { status, main, data } = await visit(pathname);
      expect([status, main?.innerHTML, data]).toEqual([404, '<div>Loading resource…</div>', undefined]);
    }
    withTemplate = false;
    await visit(`/blog/${published}`); // the remote's file is revalidated in the background
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { status, main, data } = await visit(`/blog/${published}`);
    expect([status, main?.innerHTML, data]).toEqual([200, '<div>Loading resource…</div>', undefined]);
  });
});
