// A post's body: its source stored as written (search, excerpts, the feed and heads read it) and the
// reader's HTML rendered once at save (what GET /api/blog answers with).
import { API_PATHS, excerpt, type BlogListResponse, type BlogResponse, type BlogSummaryListResponse, type SearchResponse } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { blogs } from '../../src/db/schema.ts';
import { createBlogSource } from '../../src/static-host/page-heads/blog-source.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, newBlog, pngImage } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { TEST_PUBLIC_API_URL, useListeningApi } from '../helpers/test-app.ts';
import { parseXml } from '../helpers/xml.ts';

const MEDIA_ID = '123e4567-e89b-42d3-a456-426614174000';
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const fragment = (html: string) => {
  const template = new JSDOM('').window.document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const PYTHON = 'def walk(graph, start):\n\tseen = {start}\n\n    # frobnicate < & >\n\treturn seen\n';
const FORMULAS = '<p>Merge sort runs in $O(n \\log n)$ time; it costs $5 and $10.</p><p>$$T(n) = 2T(n/2) + n$$</p>';

describe('a post body: source stored, reader HTML rendered at save', () => {
  const api = useListeningApi();

  async function add(description: string, fields: Record<string, unknown> = {}): Promise<string> {
    const title = `${String(fields.title ?? 'Post')} ${Math.random()}`;
    const body = await multipart([
      ['blog', JSON.stringify(newBlog({ ...fields, title, description }))],
      ['image', { bytes: await pngImage(), filename: 'cover.png', type: 'image/png' }],
    ]);
    const response = await api.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...asAdmin(await adminToken(api)) } });
    expect(response.statusCode).toBe(200);
    const [row] = await api.database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.title, title));
    return row!.id;
  }

  const read = async (id: string) => (await api.app.inject({ method: 'GET', url: `/api/blog/${id}` })).json<BlogResponse>().blog;

  it('round-trips a code block exactly, highlighted, and keeps the source in the row', async () => {
    const source = `<pre><code class="language-python">${escapeText(PYTHON)}</code></pre>`;
    const id = await add(source);
    const code = fragment((await read(id)).description).querySelector('.code-block pre > code')!;
    expect(code.textContent).toBe(PYTHON);
    expect(code.className).toBe('language-python hljs');
    expect(code.querySelector('.hljs-keyword')?.textContent).toBe('def');
    const [row] = await api.database.db.select().from(blogs).where(eq(blogs.id, id));
    expect(row?.description).toBe(source);
    expect(row?.bodyHtml).toContain('class="code-block"');
  });

  it('renders formulas with MathML and the TeX annotated', async () => {
    const root = fragment((await read(await add(FORMULAS))).description);
    expect(root.querySelectorAll('.katex math')).toHaveLength(2);
    expect([...root.querySelectorAll('annotation[encoding="application/x-tex"]')].map((node) => node.textContent)).toEqual(['O(n \\log n)', 'T(n) = 2T(n/2) + n']);
    expect(root.querySelector('.katex-display')).not.toBeNull();
    expect(root.textContent).toContain('it costs $5 and $10.');
  });

  it('saves a post with ten formulas and five code blocks', async () => {
    const formulas = Array.from({ length: 10 }, (_, index) => `<p>Step ${index}: $\\sum_{i=1}^{${index + 2}} i^2 = \\frac{n(n+1)(2n+1)}{6}$</p>`).join('');
    const codes = ['python', 'c', 'java', 'sql', 'rust'].map((language) => `<pre><code class="language-${language}">${escapeText(`// ${language}\nx = 1 < 2;\n`)}</code></pre>`).join('');
    const root = fragment((await read(await add(formulas + codes))).description);
    expect(root.querySelectorAll('.katex')).toHaveLength(10);
    expect(root.querySelectorAll('.code-block')).toHaveLength(5);
  });

  it('serves stored images with absolute URLs and widths; the row keeps the path', async () => {
    const id = await add(`<p><img src="${TEST_PUBLIC_API_URL}/api/media/${MEDIA_ID}" alt="A graph" width="640" height="360"></p>`);
    const image = fragment((await read(id)).description).querySelector('img')!;
    // 640 px wide: the store keeps it whole and at 320 and 480.
    expect(image.getAttribute('src')).toBe(`${TEST_PUBLIC_API_URL}/api/media/${MEDIA_ID}`);
    expect(image.getAttribute('srcset')?.split(', ')).toEqual(
      [`?w=320 320w`, `?w=480 480w`, ` 640w`].map((candidate) => `${TEST_PUBLIC_API_URL}/api/media/${MEDIA_ID}${candidate}`),
    );
    const [row] = await api.database.db.select().from(blogs).where(eq(blogs.id, id));
    expect(row?.description).toBe(`<p><img src="/api/media/${MEDIA_ID}" alt="A graph" width="640" height="360"></p>`);
  });

  it('serves the source of a row written without reader HTML, its media made absolute', async () => {
    const id = await insertBlog(api.database.db, { description: `<p>Old $x$ body <img src="/api/media/${MEDIA_ID}" alt="a"></p>` });
    expect((await read(id)).description).toBe(`<p>Old $x$ body <img src="${TEST_PUBLIC_API_URL}/api/media/${MEDIA_ID}" alt="a"></p>`);
  });

  it('gives the full list the reader HTML and the summary list an excerpt of the source', async () => {
    const id = await add(`<p>Summary probe $a^2 + b^2$ words.</p>`);
    api.app.dropPublicCache();
    const full = (await api.app.inject({ method: 'GET', url: API_PATHS.blogAll })).json<BlogListResponse>().blogs.find((blog) => blog._id === id);
    expect(full?.description).toContain('class="katex"');
    const summary = (await api.app.inject({ method: 'GET', url: `${API_PATHS.blogAll}?view=summary` })).json<BlogSummaryListResponse>().blogs.find((blog) => blog._id === id);
    expect(summary?.excerpt).toBe('Summary probe $a^2 + b^2$ words.');
  });

  it('finds a word that is only inside a code block', async () => {
    const id = await add(`<p>Intro.</p><pre><code class="language-python">${escapeText(PYTHON)}</code></pre>`, { title: 'Graph walks' });
    const response = await api.app.inject({ method: 'GET', url: `${API_PATHS.search}?q=frobnicate` });
    expect(response.json<SearchResponse>().blogs.map((hit) => hit._id)).toContain(id);
  });

  it('keeps the feed’s item and the page head readable for a post with formulas', async () => {
    const source = `<p>Feed probe: $\\frac{a}{b}$ and code <code>x &lt; y</code>.</p>${FORMULAS}`;
    const id = await add(source, { subTitle: 'Recurrences without tears' });
    api.app.dropPublicCache();
    type Rss = { rss: { channel: { item: Array<{ link: string; description: string }> } } };
    const items = parseXml<Rss>((await api.app.inject({ method: 'GET', url: API_PATHS.siteRss })).body).rss.channel.item;
    const item = items.find((entry) => entry.link.endsWith(id));
    expect(item?.description).toBe(excerpt(source));
    expect(item?.description).toMatch(/^Feed probe: \$\\frac\{a\}\{b\}\$ and code x < y \. Merge sort/);

    const found = await createBlogSource({ apiUrl: api.url }).lookup(id);
    expect(found).toMatchObject({ found: { description: 'Recurrences without tears' } });
    // The host's first paint gets the reader's HTML, as the app does.
    expect('found' in found && found.found.blog.description).toContain('class="katex"');
  });

  it('keeps the head of a post written without reader HTML and without a subtitle readable', async () => {
    const id = await insertBlog(api.database.db, { subTitle: null, description: '<p>Old post: $O(1)$ lookups.</p>' });
    expect(await createBlogSource({ apiUrl: api.url }).lookup(id)).toMatchObject({ found: { description: 'Old post: $O(1)$ lookups.' } });
  });
});
