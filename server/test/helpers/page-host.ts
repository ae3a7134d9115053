import type { RuntimeConfig } from '@studyhub/shared-api/contract';
import { JSDOM } from 'jsdom';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { PageHeadsOptions } from '../../src/static-host/page-heads/page-server.ts';
import { createStaticHost } from '../../src/static-host/static-host.ts';
import { makeTempDir, removeDir, resetTables, TEST_PUBLIC_API_URL, testConfig } from './test-app.ts';

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
export async function startShellHost(root: string, options: PageHeadsOptions & { apiBaseUrl?: string; siteUrl?: string | null } = {}) {
  const { apiBaseUrl = TEST_PUBLIC_API_URL, siteUrl = SITE, ...pageHeads } = options;
  const runtimeConfig: RuntimeConfig = { apiBaseUrl, remotes: {}, ...(siteUrl === null ? {} : { siteUrl }) };
  const host = await createStaticHost({ root, runtimeConfig, pageHeads });
  const url = await host.listen({ port: 0, host: '127.0.0.1' });
  return { host, url };
}

export interface PageApi {
  readonly app: App;
  readonly database: Database;
  /** Where the API listens (the host's INTERNAL_API_URL); its public URL is TEST_PUBLIC_API_URL. */
  readonly url: string;
}

/** A real API listening on a free port, its tables emptied once, for the calling file. */
export function useListeningApi(): PageApi {
  let state: (PageApi & { dir: string }) | undefined;
  beforeAll(async () => {
    const dir = await makeTempDir();
    const config = testConfig(dir);
    const database = await openDatabase(config);
    await resetTables(database.db);
    const app = await buildApp({ config, database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    state = { dir, app, database, url };
  });
  afterAll(async () => {
    if (!state) return;
    await state.app.close();
    await state.database.close();
    await removeDir(state.dir);
  });
  const current = () => {
    if (!state) throw new Error('useListeningApi: only inside tests and hooks');
    return state;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get url() {
      return current().url;
    },
  };
}

/** A page as a crawler reads it: no scripts run, the head parsed by a real HTML parser. */
export async function crawl(url: string) {
  const response = await fetch(url, { headers: { 'user-agent': 'Twitterbot/1.0' } });
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;
  const link = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? undefined;
  const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
  return { status: response.status, html, document, title: document.title, meta, link, jsonLd, headCount: document.head.children.length };
}
