// Canonical links, og:url and JSON-LD addresses never come from the request (docs/decisions/0079):
// without a configured siteUrl they are site-relative, whatever Host the request names.
import { request } from 'node:http';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir } from '../helpers/test-app.ts';

let root: string;
let shell: Awaited<ReturnType<typeof startShellHost>>;

beforeAll(async () => {
  root = await miniatureShellBuild();
  // No API is needed for these pages; a closed port stands for it.
  shell = await startShellHost(root, { apiUrl: 'http://127.0.0.1:9', siteUrl: null });
});
afterAll(async () => {
  await shell.host.close();
  await removeDir(root);
});

/** A page requested with headers a client (or a proxy in front) chose: fetch() would not send Host. */
function get(path: string, headers: Record<string, string>): Promise<string> {
  const { hostname, port } = new URL(shell.url);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve(body));
    });
    sent.on('error', reject).end();
  });
}

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' };

describe('without a configured site URL', () => {
  it.each(['/', '/notes', '/notes/cse220', '/admin'])('%s names no address from the request', async (path) => {
    const html = await get(path, FORGED);
    expect(html).not.toContain('evil.example');
    const { document } = new JSDOM(html).window;
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const ogUrl = document.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
    expect([canonical, ogUrl]).toEqual([path, path]);
  });

  it("the home page's JSON-LD and every breadcrumb are site-relative too", async () => {
    const jsonLd = (html: string) => [...new JSDOM(html).window.document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
    expect(jsonLd(await get('/', FORGED))).toEqual([expect.objectContaining({ url: '/', potentialAction: expect.objectContaining({ target: '/search?q={search_term_string}' }) })]);
    const [crumbs] = jsonLd(await get('/notes/cse220', FORGED));
    expect((crumbs?.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual(['/', '/notes', '/notes/cse220']);
  });
});
