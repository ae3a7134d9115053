// The shell's versioned host writes the registry it polled into every page (decision 0087), as data
// the page's CSP need not allow: the same policy as without it.
import type { PublicReleasesResponse } from '@studyhub/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RELEASES_ELEMENT_ID } from '../../src/static-host/page-heads/page-server.ts';
import { inlineScriptSources } from '../../src/static-host/security-headers.ts';
import { createStaticHost } from '../../src/static-host/static-host.ts';
import { INDEX_HTML } from '../helpers/page-host.ts';
import { registryWith, writeRelease } from '../helpers/release-store.ts';
import { makeTempDir, removeDir, TEST_PUBLIC_API_URL } from '../helpers/test-app.ts';

const [OLD, NEW] = ['0123456789ab', 'ba9876543210'];
// The shell's first script runs inline (decision 0069), so the policy carries its hash.
const indexHtml = (label: string) => INDEX_HTML.replace('index-abc123.js', `index-${label}.js`).replace('</head>', '  <script>window.first="' + label + '";</script>\n  </head>');
const RUNTIME_CONFIG = { apiBaseUrl: TEST_PUBLIC_API_URL, siteUrl: 'http://site.test', remotes: { remote_public: 'http://public.test/remoteEntry.js' } };
// The registry's app names are free strings: nothing in one may end the element.
const HOSTILE = '</script><script>alert(1)</script><!--';

let releasesDir: string;
let answer: PublicReleasesResponse | undefined;
let host: FastifyInstance | undefined;

beforeAll(async () => {
  releasesDir = await makeTempDir();
  await writeRelease(releasesDir, 'shell', OLD, { label: 'old', builtAt: '2026-11-01T10:00:00.000Z', indexHtml: indexHtml('old') });
  await writeRelease(releasesDir, 'shell', NEW, { label: 'new', builtAt: '2026-11-02T10:00:00.000Z', indexHtml: indexHtml('new') });
});
afterAll(() => removeDir(releasesDir));
afterEach(async () => {
  await host?.close();
  host = undefined;
});

const startShell = async () =>
  (host = await createStaticHost({ releases: { dir: releasesDir, app: 'shell', registrySource: async () => answer }, runtimeConfig: RUNTIME_CONFIG, pageHeads: { apiUrl: 'http://127.0.0.1:9', timeoutMs: 50 } }));

const embedded = (html: string) => {
  const element = new JSDOM(html).window.document.getElementById(RELEASES_ELEMENT_ID);
  return element && { type: element.getAttribute('type'), value: JSON.parse(element.textContent ?? '') as PublicReleasesResponse['apps'] };
};

async function waitForPage(app: FastifyInstance, text: string) {
  for (let tries = 0; tries < 60; tries++) {
    const page = await app.inject({ url: '/notes' });
    if (page.body.includes(text)) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no page with ${text}`);
}

describe("the shell's versioned host", () => {
  it("embeds the registry's apps it polled in every page, escaped, as JSON data", async () => {
    const registry = registryWith('remote-public', NEW);
    answer = { ...registry, apps: { ...registry.apps, [HOSTILE]: registry.apps['remote-public']! } };
    const app = await startShell();
    const page = await waitForPage(app, RELEASES_ELEMENT_ID);
    // As the shell reads it (shell/src/common/remotes/release-registry.ts): the apps, not the envelope.
    expect(embedded(page.body)).toEqual({ type: 'application/json', value: answer.apps });
    expect(page.body).not.toContain(HOSTILE);
    expect(page.body).toContain('\\u003c/script\\u003e');
    for (const url of ['/', '/blog/00000000-0000-4000-8000-000000000001', '/no/such/page']) {
      expect(embedded((await app.inject({ url })).body)?.value, url).toEqual(answer.apps);
    }
  });

  it('leaves the CSP as it is: the JSON block needs no hash', async () => {
    answer = registryWith('shell', NEW);
    const app = await startShell();
    const page = await waitForPage(app, RELEASES_ELEMENT_ID);
    expect(inlineScriptSources(page.body)).toEqual(inlineScriptSources(indexHtml('new')));
    expect(inlineScriptSources(page.body)).toHaveLength(1);
    // The same policy as the plain host over the same build, which embeds nothing.
    const plain = await createStaticHost({ root: path.join(releasesDir, 'shell', NEW), runtimeConfig: RUNTIME_CONFIG, pageHeads: { apiUrl: 'http://127.0.0.1:9', timeoutMs: 50 } });
    try {
      const plainPage = await plain.inject({ url: '/notes' });
      expect(embedded(plainPage.body)).toBeNull();
      expect(page.headers['content-security-policy']).toBe(plainPage.headers['content-security-policy']);
    } finally {
      await plain.close();
    }
  });

  it("serves the active version's page with the registry that chose it, never a mix", async () => {
    answer = registryWith('shell', OLD);
    const app = await startShell();
    await waitForPage(app, 'index-old.js');
    answer = registryWith('shell', NEW);
    const started = Date.now();
    let switched = false;
    while (!switched && Date.now() - started < 3000) {
      const page = await app.inject({ url: '/notes' });
      const active = embedded(page.body)?.value.shell?.active?.version;
      // Each page: the template of exactly the version its embedded registry names.
      expect(page.body).toContain(active === NEW ? 'index-new.js' : 'index-old.js');
      expect(page.headers['content-security-policy']).toContain(inlineScriptSources(indexHtml(active === NEW ? 'new' : 'old'))[0]);
      switched = active === NEW;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
