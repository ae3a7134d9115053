import type { RuntimeConfig } from '@studyhub/shared-api/contract';
import { JSDOM } from 'jsdom';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageHeadsOptions } from '../../src/static-host/page-heads/page-server.ts';
import { createStaticHost } from '../../src/static-host/static-host.ts';
import { makeTempDir, TEST_PUBLIC_API_URL } from './test-app.ts';

export const SITE = 'http://site.test';

/** A miniature shell build: the head a Vite build of shell/index.html has. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Built description" />
    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin />
    <title>StudyHub</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The build's head elements that stay: everything else in a served head was written per page. */
export const BUILT_HEAD_ELEMENTS = 3;

export async function miniatureShellBuild(): Promise<string> {
  const root = await makeTempDir();
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), INDEX_HTML);
  await writeFile(path.join(root, 'assets', 'index-abc123.js'), 'export {};');
  return root;
}

/** The shell's static host over a miniature build, its runtime config naming `apiBaseUrl`. */
export async function startShellHost(root: string, options: PageHeadsOptions & { apiBaseUrl?: string; siteUrl?: string | null; remotes?: RuntimeConfig['remotes'] } = {}) {
  const { apiBaseUrl = TEST_PUBLIC_API_URL, siteUrl = SITE, remotes = {}, ...pageHeads } = options;
  const runtimeConfig: RuntimeConfig = { apiBaseUrl, remotes, ...(siteUrl === null ? {} : { siteUrl }) };
  const host = await createStaticHost({ root, runtimeConfig, pageHeads });
  const url = await host.listen({ port: 0, host: '127.0.0.1' });
  return { host, url };
}

/** A page as a crawler reads it: no scripts run, the head parsed by a real HTML parser. */
export async function crawl(url: string) {
  const response = await fetch(url, { headers: { 'user-agent': 'Twitterbot/1.0' } });
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;
  const link = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? undefined;
  const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html, document, title: document.title, meta, link, jsonLd, headCount: document.head.children.length };
}
