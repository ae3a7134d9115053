import { makeStore, StoreProvider, TOKEN_STORAGE_KEY, type TokenStorage } from '@studyhub/shared-api';
import { Toaster, toast } from '@studyhub/shared-ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';

export interface RenderAdminOptions {
  apiBaseUrl: string;
  /** Where the router starts (default /admin). */
  route?: string;
  /** The token held at start; null for a visitor (default: a token). */
  token?: string | null;
}

afterEach(() => act(() => toast.remove()));

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders an admin element under /admin/* as the shell would: the shared store, a router and the Toaster. */
export function renderAdmin(element: ReactElement, { apiBaseUrl, route = '/admin', token = 'test-token' }: RenderAdminOptions) {
  const memory = new Map<string, string>(token ? [[TOKEN_STORAGE_KEY, token]] : []);
  const storage: TokenStorage = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
  const store = makeStore({ apiBaseUrl, storage });
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/*" element={element} />
          <Route path="/" element={<h1>Site home</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </StoreProvider>,
  );
  return { ...view, store, storedToken: () => memory.get(TOKEN_STORAGE_KEY) ?? null };
}
