import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGES_FROM_THE_API, SERVED_PAGES, VISITOR_PAGES } from '../e2e/fixtures/site-pages.ts';
import eslintConfig from '../eslint.config.js';
import { loadConfig } from '../server/src/config.ts';
import { SITE_PAGES } from '../shared-api/src/catalog/app-manifest.ts';
import { BLOG_PAGE, COURSE_PAGE } from '../shared-api/src/catalog/page-paths.ts';
import { SITE_DESCRIPTION, STATIC_PAGES } from '../shared-api/src/catalog/site-pages.ts';
import { matchSiteRoute, SITE_ROUTE_PATTERNS } from '../shared-api/src/catalog/site-routes.ts';
import { REMOTE_NAMES } from '../shared-api/src/contract/runtime-config.ts';
import { ROUTES } from '../shell/src/app/routes.ts';
import { NAV_LINKS } from '../shell/src/common/nav-links.ts';
import { standalonePages } from '../build/standalone-pages.ts';
import { federationName, REMOTE_EXPOSES } from '../build/app-config.ts';
import { clusterAppPorts } from './cluster.mjs';
import { shellRuntimeConfig } from './stack.mjs';

// Read as plain data, not through any accessor: each consumer must agree with the file itself.
const ROOT = path.resolve(import.meta.dirname, '..');
interface Page { path: string; section: string; module?: string; source?: string; nav?: { mobileLabel: string }; heading?: string; example?: string; description?: string }
interface App { name: string; remote?: string; port: number; portEnv: string; pages: Page[]; exposes?: Record<string, string> }
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'shared-api/src/catalog/app-manifest.json'), 'utf8')) as {
  api: { port: number; portEnv: string };
  apps: App[];
};
const remotes = manifest.apps.filter((app) => app.remote);
const remotePages = remotes.flatMap((app) => app.pages.map((page) => ({ app, page })));

describe('the app manifest drives', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('the shell routes', () => {
    expect(ROUTES).toEqual(remotePages.map(({ app, page }) => ({ path: page.path, remote: app.remote, module: page.module, section: page.section })));
  });

  it('the navigation bar', () => {
    const linked = manifest.apps.flatMap((app) => app.pages.filter((page) => page.nav));
    expect(NAV_LINKS).toEqual(linked.map((page) => ({ to: page.path, label: page.section, mobileLabel: page.nav!.mobileLabel })));
  });

  it("the remotes' exposes, under their federation names", () => {
    expect(REMOTE_EXPOSES).toEqual(
      Object.fromEntries(remotes.map((app) => [app.name, { ...Object.fromEntries(app.pages.map((page) => [`./${page.module}`, page.source])), ...app.exposes }])),
    );
    for (const app of remotes) expect(federationName(app.name)).toBe(app.remote);
    // The contract keeps its own list (a JSON module cannot join the tree-shaken shared-api share).
    expect(REMOTE_NAMES).toEqual(remotes.map((app) => app.remote));
  });

  it('each standalone remote routes its own pages', async () => {
    for (const app of remotes) {
      const plugin = standalonePages() as unknown as { resolveId(source: string, importer: string): string; load(id: string): string };
      const code = plugin.load(plugin.resolveId('virtual:standalone-pages', path.join(ROOT, app.name, 'src/app/main.tsx')));
      const routed = [...code.matchAll(/path: "([^"]+)", load: \(\) => import\("([^"]+)"\)/g)].map(([, route, file]) => [route, file]);
      expect(routed).toEqual(app.pages.map((page) => [page.path, path.join(ROOT, app.name, page.source!)]));
    }
  });

  it("the patterns the static host knows, the shell's own pages last", () => {
    const shellPages = manifest.apps.filter((app) => !app.remote).flatMap((app) => app.pages.map((page) => page.path));
    expect(SITE_ROUTE_PATTERNS).toEqual([...remotePages.map(({ page }) => page.path), ...shellPages]);
  });

  it('the ports, their variables and the offsets of the tests and the cluster', async () => {
    for (const app of manifest.apps) vi.stubEnv(app.portEnv, undefined);
    vi.stubEnv(manifest.api.portEnv, undefined);
    const { API_PORT, APP_PORTS, portsFrom } = await import('./ports.mjs');
    expect(APP_PORTS).toEqual(Object.fromEntries(manifest.apps.map((app) => [app.name, app.port])));
    expect(API_PORT).toBe(manifest.api.port);
    expect(portsFrom(4100)).toEqual({ api: 4100, apps: Object.fromEntries(manifest.apps.map((app) => [app.name, 4100 + (app.port % 100)])) });
    expect(clusterAppPorts(8000)).toEqual(Object.fromEntries(manifest.apps.map((app, index) => [app.name, 8000 + index])));

    vi.stubEnv(manifest.apps[1]!.portEnv, '5299');
    vi.resetModules();
    expect((await import('./ports.mjs')).APP_PORTS[manifest.apps[1]!.name]).toBe(5299);
  });

  it('the shell runtime config and the API defaults', () => {
    const appPorts = Object.fromEntries(manifest.apps.map((app) => [app.name, app.port]));
    expect(Object.keys(shellRuntimeConfig({ apiUrl: 'http://api', appPorts }).remotes)).toEqual(remotes.map((app) => app.remote));
    const config = loadConfig({});
    expect(config.port).toBe(manifest.api.port);
    expect(config.corsOrigins).toEqual(['localhost', '127.0.0.1'].flatMap((host) => manifest.apps.map((app) => `http://${host}:${app.port}`)));
    expect(config.publicSiteUrl).toBe(`http://localhost:${manifest.apps[0]!.port}`);
  });

  // A dev server answers with the ports it runs on (build/dev-runtime-config.ts); the files are a build's defaults.
  it("the builds' default runtime configs, static files for the default ports", () => {
    const read = (app: string) => JSON.parse(readFileSync(path.join(ROOT, app, 'public/runtime-config.json'), 'utf8')) as { apiBaseUrl: string; remotes: object };
    const appPorts = Object.fromEntries(manifest.apps.map((app) => [app.name, app.port]));
    const expected = shellRuntimeConfig({ apiUrl: `http://localhost:${manifest.api.port}`, appPorts });
    const shell = read(manifest.apps[0]!.name);
    expect({ apiBaseUrl: shell.apiBaseUrl, remotes: shell.remotes }).toEqual({ apiBaseUrl: expected.apiBaseUrl, remotes: expected.remotes });
    for (const app of remotes) expect(read(app.name).apiBaseUrl).toBe(expected.apiBaseUrl);
  });

  it("the public pages' heads and the sitemap's fixed pages: title the section, the description the manifest's", () => {
    const described = manifest.apps.flatMap((app) => app.pages.filter((page) => page.description !== undefined));
    expect(STATIC_PAGES).toEqual(Object.fromEntries(described.map((page) => [page.path, { title: page.section, description: page.description }])));
    expect(SITE_DESCRIPTION).toBe(described.find((page) => page.path === '/')?.description);
  });

  // docs/decisions/0082: the browser specs, the visual sweep and the benchmark open these, so a new page is tested without touching them.
  it("the browser tests' page lists: every page a visitor opens by its address, at its example, with its heading", () => {
    const pages = manifest.apps.flatMap((app) => app.pages.map((page) => ({ app: app.name, page })));
    expect(SITE_PAGES.map(({ app, pattern, heading }) => [app, pattern, heading])).toEqual(pages.map(({ app, page }) => [app, page.path, page.heading]));
    // A page without a heading shows the API's data; the e2e fixture finds each such page, or says why no list opens it.
    expect(Object.keys(PAGES_FROM_THE_API).sort()).toEqual(pages.filter(({ page }) => page.heading === undefined).map(({ page }) => page.path).sort());
    const opened = Object.entries(PAGES_FROM_THE_API).flatMap(([pattern, find]) => (find ? [pattern] : []));
    expect(VISITOR_PAGES.map((page) => page.pattern)).toEqual(pages.filter(({ page }) => page.heading !== undefined || opened.includes(page.path)).map(({ page }) => page.path));
    expect(SERVED_PAGES.map((page) => page.path)).toEqual(remotePages.filter(({ page }) => !page.path.includes(':')).map(({ page }) => page.path.replace(/\/\*$/, '') || '/'));
  });

  it("each page's example is an address of the page, and a page with a parameter and a heading has one", () => {
    for (const { app, pattern, at, heading } of SITE_PAGES) {
      if (heading !== undefined && pattern.includes(':')) expect(at, `${app} ${pattern}`).not.toContain(':');
      if (heading !== undefined) expect(matchSiteRoute(at.split('?')[0]!)?.pattern, `${app} ${pattern} at ${at}`).toBe(pattern);
    }
    const linked = manifest.apps.flatMap((app) => app.pages.filter((page) => page.nav));
    expect(linked.filter((page) => page.heading === undefined)).toEqual([]);
  });

  it('the page addresses the apps and the server build', () => {
    for (const pattern of [BLOG_PAGE, COURSE_PAGE]) expect(SITE_ROUTE_PATTERNS).toContain(pattern);
  });

  it('the lint boundaries between the apps', () => {
    const bounded = eslintConfig.flatMap((block) => (block.files ?? []).filter((glob): glob is string => typeof glob === 'string'));
    for (const app of manifest.apps) expect(bounded).toContain(`${app.name}/**`);
  });
});

it('names page sources that exist, and each path once', () => {
  const sources = remotes.flatMap((app) => [...app.pages.map((page) => page.source!), ...Object.values(app.exposes ?? {})].map((file) => path.join(ROOT, app.name, file)));
  expect(sources.filter((file) => !existsSync(file))).toEqual([]);
  const paths = manifest.apps.flatMap((app) => app.pages.map((page) => page.path));
  expect(new Set(paths).size).toBe(paths.length);
});
