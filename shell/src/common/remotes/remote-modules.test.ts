import { CONTRACT_VERSION, VISITOR_ID_STORAGE_KEY } from '@studyhub/shared-api';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { RELEASES_ELEMENT_ID } from './release-registry.ts';
import type { RemoteRoute } from './remote-route.ts';
import { emptyFederationLog, type FederationLog } from './testing/fake-federation-runtime.ts';
import { startReleasesApi, type ReleasesApi } from './testing/releases-api.ts';

const federation = vi.hoisted(() => ({ log: undefined as unknown as FederationLog }));
vi.mock('@module-federation/runtime', async () => (await import('./testing/fake-federation-runtime.ts')).fakeFederationRuntime(() => federation.log));

const ROUTES: RemoteRoute[] = [{ path: '/', remote: 'remote_public', module: 'Home', section: 'Home' }];
const fits = { shares: { react: '^19.0.0', '@studyhub/shared-api': '*' }, contract: CONTRACT_VERSION, storeSlices: ['auth', 'api'] };
const unfit = { ...fits, shares: { react: '^20.0.0' } };
const [V1, V2] = ['aaaaaaaaaaa1', 'aaaaaaaaaaa2'];
const activeOnly = (version: string, needs: object = fits) => ({ 'remote-public': { active: { version, needs }, canary: null, earlier: [] } });

let api: ReleasesApi;
beforeAll(async () => {
  api = await startReleasesApi();
});
afterAll(() => api.close());
beforeEach(() => {
  federation.log = emptyFederationLog();
  vi.stubGlobal('__FEDERATION_HOST__', {
    shares: {},
    shareVersions: { react: '19.3.1', 'react-dom': '19.3.1', 'react-hot-toast': '2.6.1', '@studyhub/shared-api': '0.1.0' },
    runtimeCoreGlobal: '__test_runtime_core__',
  });
  localStorage.setItem(VISITOR_ID_STORAGE_KEY, 'visitor-1');
  // The shell as built: in dev the registry is not read (below).
  vi.stubEnv('DEV', false);
});
afterEach(() => {
  api.reset();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const entry = (path: string) => `${api.origin}${path}`;

/** A fresh tab: the page (with or without the registry in it), the modules started anew, the remotes connected. */
async function openTab(embedded?: object) {
  if (embedded) document.body.innerHTML = `<script type="application/json" id="${RELEASES_ELEMENT_ID}">${JSON.stringify(embedded)}</script>`;
  vi.resetModules();
  const { connectRemotes } = await import('./remote-modules.ts');
  const { loadPage } = await import('./load-remote.ts');
  const { reportRenderFailure } = await import('./release-reports.ts');
  const config = { apiBaseUrl: api.origin, remotes: { remote_public: entry('/remoteEntry.js'), remote_resources: entry('/resources/remoteEntry.js') } };
  connectRemotes(config, ROUTES, '/');
  const loadedFrom = async (remote: 'remote_public' | 'remote_resources', module = 'Home') => ((await loadPage(remote, module)) as unknown as { entry: string }).entry;
  return { loadPage, loadedFrom, reportRenderFailure };
}

it("loads the version the page's registry names, from its folder, and preloads it from there", async () => {
  api.kept.add(V1);
  const tab = await openTab(activeOnly(V1));
  expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual([entry(`/_v/${V1}/remoteEntry.js`)]);
  expect(await tab.loadedFrom('remote_public')).toBe(entry(`/_v/${V1}/remoteEntry.js`));
  // An app the registry does not name keeps the runtime config's entry.
  expect(await tab.loadedFrom('remote_resources', 'Notes')).toBe(entry('/resources/remoteEntry.js'));
  expect(api.requests).toContain(`/_v/${V1}/mf-manifest.json`);
  expect(api.registryReads).toEqual([]);
});

it('asks the API when the page carries no registry, and loads the runtime config’s entries when neither answers', async () => {
  api.kept.add(V1);
  api.apps = activeOnly(V1);
  expect(await (await openTab()).loadedFrom('remote_public')).toBe(entry(`/_v/${V1}/remoteEntry.js`));
  expect(api.registryReads).toEqual([undefined]);

  api.apps = undefined;
  const plain = await openTab();
  expect(await plain.loadedFrom('remote_public')).toBe(entry('/remoteEntry.js'));
  expect(federation.log.registrations.slice(-2)).toEqual([entry('/remoteEntry.js'), entry('/resources/remoteEntry.js')]);
});

it("reads no registry under Vite's dev servers, which serve no versions", async () => {
  vi.stubEnv('DEV', true);
  api.kept.add(V1);
  api.apps = activeOnly(V1);
  expect(await (await openTab()).loadedFrom('remote_public')).toBe(entry('/remoteEntry.js'));
  expect(api.registryReads).toEqual([]);
});

it("keeps the tab's choice when the registry changes: a deploy never changes what an open tab loads", async () => {
  api.kept.add(V1).add(V2);
  api.apps = activeOnly(V1);
  const tab = await openTab();
  expect(await tab.loadedFrom('remote_public')).toBe(entry(`/_v/${V1}/remoteEntry.js`));
  api.apps = activeOnly(V2);
  expect(await tab.loadedFrom('remote_public', 'BlogDetail')).toBe(entry(`/_v/${V1}/remoteEntry.js`));
  expect(api.registryReads).toEqual([undefined]);
});

it("shows an error rather than load a remote no version of which fits the shell, the host's active one included", async () => {
  api.kept.add(V1);
  api.apps = activeOnly(V1, unfit);
  const tab = await openTab(activeOnly(V1, unfit));
  await expect(tab.loadPage('remote_public', 'Home')).rejects.toThrow(`No release of remote-public fits this shell (${V1}: it needs react ^20.0.0, the shell has 19.3.1)`);
  expect(federation.log.loads).toEqual([]);
  expect(federation.log.registered.has('remote_public')).toBe(false);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
  // The one silent recovery read the registry again, which still names nothing that fits.
  expect(api.registryReads).toEqual(['no-cache']);
});

it("recovers silently once when the version's files are gone: the registry read afresh, the remote registered anew", async () => {
  api.kept.add(V2);
  api.apps = activeOnly(V2);
  const tab = await openTab(activeOnly(V1));
  expect(await tab.loadedFrom('remote_public')).toBe(entry(`/_v/${V2}/remoteEntry.js`));
  expect(api.registryReads).toEqual(['no-cache']);
  expect(federation.log.registrations).toContain(`${entry(`/_v/${V2}/remoteEntry.js`)} (force)`);
  // The new choice is the tab's from now on.
  expect(await tab.loadedFrom('remote_public', 'BlogDetail')).toBe(entry(`/_v/${V2}/remoteEntry.js`));
  await vi.waitFor(() => expect(api.reports).toHaveLength(2));
  expect(api.reports).toEqual([
    { app: 'remote-public', version: V1, outcome: 'load-failed' },
    { app: 'remote-public', version: V2, outcome: 'loaded' },
  ]);
});

it('fails for the error panel when the recovery fails too, and a Retry does not read the registry again', async () => {
  api.apps = activeOnly(V1);
  const tab = await openTab(activeOnly(V1));
  await expect(tab.loadPage('remote_public', 'Home')).rejects.toThrow(`Failed to fetch ${entry(`/_v/${V1}/remoteEntry.js?retry=recovery`)} (HTTP 404)`);
  expect(api.registryReads).toEqual(['no-cache']);

  await expect(tab.loadPage('remote_public', 'Home')).rejects.toThrow(`Failed to fetch ${entry(`/_v/${V1}/remoteEntry.js?retry=1`)} (HTTP 404)`);
  expect(api.registryReads).toEqual(['no-cache']);
  api.kept.add(V1);
  expect(await tab.loadedFrom('remote_public')).toBe(entry(`/_v/${V1}/remoteEntry.js?retry=2`));
  await vi.waitFor(() => expect(api.reports).toHaveLength(2));
  expect(api.reports.map((report) => report.outcome)).toEqual(['load-failed', 'loaded']);
});

it('reports each remote version’s outcome once per tab, and nothing for an unversioned remote', async () => {
  api.kept.add(V1);
  const tab = await openTab(activeOnly(V1));
  await tab.loadedFrom('remote_public');
  await tab.loadedFrom('remote_public', 'BlogDetail');
  await tab.loadedFrom('remote_resources', 'Notes');
  tab.reportRenderFailure('remote_public');
  tab.reportRenderFailure('remote_public');
  tab.reportRenderFailure('remote_resources');
  await vi.waitFor(() => expect(api.reports).toHaveLength(2));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(api.reports).toEqual([
    { app: 'remote-public', version: V1, outcome: 'loaded' },
    { app: 'remote-public', version: V1, outcome: 'render-failed' },
  ]);
});
