import { CONTRACT_VERSION, Route, Routes } from '@studyhub/shared-api';
import { MemoryRouter } from '@studyhub/shared-testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { connectRemotes } from '../../common/remotes/remote-modules.ts';
import { RELEASES_ELEMENT_ID } from '../../common/remotes/release-registry.ts';
import type { RemoteRoute } from '../../common/remotes/remote-route.ts';
import { emptyFederationLog, type FederationLog } from '../../common/remotes/testing/fake-federation-runtime.ts';
import { startReleasesApi, type ReleasesApi } from '../../common/remotes/testing/releases-api.ts';
import { RemotePage } from './RemotePage.tsx';

// One tab, as a visitor meets it: remote-public's version is gone from its host, and one of
// remote-resources' pages throws while rendering.

const federation = vi.hoisted(() => ({ log: undefined as unknown as FederationLog }));
vi.mock('@module-federation/runtime', async () => (await import('../../common/remotes/testing/fake-federation-runtime.ts')).fakeFederationRuntime(() => federation.log));
vi.stubEnv('DEV', false); // the shell as built: in dev the registry is not read
vi.stubGlobal('__FEDERATION_HOST__', { shares: {}, shareVersions: { react: '19.3.1' }, runtimeCoreGlobal: '__test_runtime_core__' });

const HOME: RemoteRoute = { path: '/', remote: 'remote_public', module: 'Home', section: 'Home' };
const NOTES: RemoteRoute = { path: '/notes', remote: 'remote_resources', module: 'Notes', section: 'Handwritten Notes' };
const needs = { shares: { react: '^19.0.0' }, contract: CONTRACT_VERSION, storeSlices: ['auth'] };
const [PUBLIC, RESOURCES] = ['aaaaaaaaaaa1', 'bbbbbbbbbbb1'];
const APPS = {
  'remote-public': { active: { version: PUBLIC, needs }, canary: null, earlier: [] },
  'remote-resources': { active: { version: RESOURCES, needs }, canary: null, earlier: [] },
};

let api: ReleasesApi;
beforeAll(async () => {
  api = await startReleasesApi();
  api.apps = APPS;
  api.kept.add(RESOURCES);
  federation.log = emptyFederationLog();
  federation.log.pages = {
    Home: () => <p>The home page</p>,
    Notes: () => {
      throw new Error('Notes cannot render');
    },
  };
  document.body.innerHTML = `<script type="application/json" id="${RELEASES_ELEMENT_ID}">${JSON.stringify(APPS)}</script>`;
  const remotes = { remote_public: `${api.origin}/remoteEntry.js`, remote_resources: `${api.origin}/resources/remoteEntry.js` };
  connectRemotes({ apiBaseUrl: api.origin, remotes }, [HOME, NOTES], '/');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => api.close());

const renderAt = (route: RemoteRoute) =>
  render(
    <MemoryRouter initialEntries={[route.path]}>
      <Routes>
        <Route path={route.path} element={<RemotePage route={route} />} />
      </Routes>
    </MemoryRouter>,
  );

it("tries the registry afresh once when a version's files are gone, then shows the section's panel, whose Retry loads it", async () => {
  renderAt(HOME);
  expect(await screen.findByRole('alert')).toHaveTextContent('Home is unavailable right now');
  expect(api.registryReads).toEqual(['no-cache']);
  expect(federation.log.loads).toEqual([`${api.origin}/_v/${PUBLIC}/remoteEntry.js`, `${api.origin}/_v/${PUBLIC}/remoteEntry.js?retry=recovery`]);

  api.kept.add(PUBLIC);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The home page')).toBeInTheDocument();
  expect(api.registryReads).toEqual(['no-cache']);
  await vi.waitFor(() => expect(api.reports).toHaveLength(2));
  expect(api.reports).toEqual([
    { app: 'remote-public', version: PUBLIC, outcome: 'load-failed' },
    { app: 'remote-public', version: PUBLIC, outcome: 'loaded' },
  ]);
});

it('reports a page that throws while rendering against its version, once', async () => {
  api.reports.length = 0;
  renderAt(NOTES);
  expect(await screen.findByRole('alert')).toHaveTextContent('Handwritten Notes is unavailable right now');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Handwritten Notes is unavailable right now');
  await vi.waitFor(() => expect(api.reports).toHaveLength(2));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(api.reports).toEqual([
    { app: 'remote-resources', version: RESOURCES, outcome: 'loaded' },
    { app: 'remote-resources', version: RESOURCES, outcome: 'render-failed' },
  ]);
});
