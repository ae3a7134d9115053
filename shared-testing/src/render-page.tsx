import { makeStore, StoreProvider, TOKEN_STORAGE_KEY, type TokenStorage } from '@studyhub/shared-api';
import { Toaster, toast } from '@studyhub/shared-ui';
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach } from 'vitest';

// Pages wait on a real HTTP round trip; on a loaded machine 1 s (the default) is too tight.
configure({ asyncUtilTimeout: 5000 });

// react-hot-toast keeps its toasts in a module-level store that outlives the rendered Toaster.
afterEach(() => act(() => toast.remove()));

export interface RenderPageOptions {
  /** Where the store's API client sends requests (default: an address nothing answers). */
  apiBaseUrl?: string;
  /** The route pattern `element` is mounted at (default /); every other path renders "Elsewhere". */
  path?: string;
  /** Where the router starts (default /). */
  route?: string;
  /** The token held at start (default: none, a visitor). */
  token?: string | null;
}

/** The admin remote as the shell mounts it, signed in. */
export const asAdmin = { path: '/admin/*', route: '/admin', token: 'test-token' } satisfies RenderPageOptions;

const LOCATION_TEST_ID = 'location';

/** Where the router is (path and query as text) and how it got there (PUSH, REPLACE or POP). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid={LOCATION_TEST_ID} data-pathname={pathname} data-search={search} data-type={type} hidden>
      {`${pathname}${search}`}
    </output>
  );
}

/** The location probe's element, and what it reports. */
export function currentLocation() {
  const probe = screen.getByTestId(LOCATION_TEST_ID);
  return { probe, pathname: probe.dataset.pathname ?? '', search: probe.dataset.search ?? '', type: probe.dataset.type ?? '' };
}

/** Renders a page as the shell would: the shared store, a router, the Toaster, and a user to drive it. */
export function renderPage(element: ReactElement, { apiBaseUrl = 'http://api.test', path = '/', route = '/', token = null }: RenderPageOptions = {}) {
  // In memory, not localStorage, so a test can read what the store persisted without touching the browser's.
  const memory = new Map<string, string>(token ? [[TOKEN_STORAGE_KEY, token]] : []);
  const storage: TokenStorage = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
  const store = makeStore({ apiBaseUrl, storage });
  const user = userEvent.setup();
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </StoreProvider>,
  );
  return { ...view, store, user, storedToken: () => memory.get(TOKEN_STORAGE_KEY) ?? null };
}
