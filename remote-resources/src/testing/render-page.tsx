import { makeStore, StoreProvider } from '@studyhub/shared-api';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders a page as the shell would: in a router, with the shared store (ResourcePage reads it). */
export function renderPage(element: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const store = makeStore({ apiBaseUrl: 'http://api.test' });
  return render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/notes" element={<h1>Notes list</h1>} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}
