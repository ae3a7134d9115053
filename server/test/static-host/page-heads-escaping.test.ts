// Hostile blog titles, subtitles and categories, served by a real API, stay text in the page head.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { BUILT_HEAD_ELEMENTS, crawl, miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { useListeningApi } from '../helpers/test-app.ts';
import { removeDir } from '../helpers/test-app.ts';
import { EDGE_STRINGS, naughtyStrings, XSS_PAYLOADS } from '../hardening/payloads.ts';

const api = useListeningApi();
let root: string;
let shell: Awaited<ReturnType<typeof startShellHost>>;
/** The head elements a published blog with a cover from elsewhere gets. */
const BLOG_HEAD_ELEMENTS = 17;

// PostgreSQL text holds neither NUL nor lone surrogates; what it stores is what the API serves.
const storable = (text: string) => text.replaceAll('\u0000', '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const PAYLOADS = [...new Set([...XSS_PAYLOADS, ...EDGE_STRINGS, ...naughtyStrings(200, 38)].map(storable))].filter((text) => text.trim() !== '');

beforeAll(async () => {
  root = await miniatureShellBuild();
  shell = await startShellHost(root, { apiUrl: api.url });
});
afterAll(async () => {
  await shell.host.close();
  await removeDir(root);
});

/** How an HTML parser hands back text it was given escaped: its input stream turns CR and CRLF into LF. */
const parsed = (text: string) => text.replace(/\r\n?/g, '\n');

it(`keeps ${PAYLOADS.length} hostile strings as text in every tag and in the JSON-LD`, async () => {
  const ids = await Promise.all(PAYLOADS.map((text) => insertBlog(api.database.db, { title: text, subTitle: text, category: text })));
  for (const [index, id] of ids.entries()) {
    const response = await fetch(`${api.url}/api/blog/${id}`);
    const { blog } = (await response.json()) as { blog: { title: string; category: string } };
    const text = blog.title;
    const page = await crawl(`${shell.url}/blog/${id}`);
    const label = `payload ${index}: ${JSON.stringify(text).slice(0, 80)}`;
    expect(page.status, label).toBe(200);
    expect(page.document.querySelector('title')?.textContent, label).toBe(parsed(`${text} · StudyHub`));
    expect(page.meta('og:title'), label).toBe(parsed(`${text} · StudyHub`));
    expect(page.meta('twitter:title'), label).toBe(parsed(`${text} · StudyHub`));
    for (const key of ['description', 'og:description', 'twitter:description']) expect(page.meta(key), label).toBe(parsed(text.trim()));
    expect(page.meta('article:section'), label).toBe(parsed(blog.category));
    expect(page.headCount, label).toBe(BUILT_HEAD_ELEMENTS + BLOG_HEAD_ELEMENTS);
    expect(page.document.body.children.length, label).toBe(1);
    expect(page.jsonLd, label).toEqual([expect.objectContaining({ headline: text, description: text.trim(), articleSection: blog.category })]);
  }
});
