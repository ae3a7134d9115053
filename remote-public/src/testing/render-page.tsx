import { makeStore, StoreProvider } from '@studyhub/shared-api';
import { Toaster } from '@studyhub/shared-ui';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// These pages wait on a real HTTP round trip; on a loaded machine 1 s (the default) is too tight.
configure({ asyncUtilTimeout: 5000 });

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <span data-testid="current-path" hidden>
        {pathname}
      </span>
      <span data-testid="current-search" hidden>
        {search}
      </span>
    </>
  );
}

/** Renders a page as the shell would: in a router, with the shared store talking to `apiBaseUrl`, and a Toaster. */
export function renderPage(element: ReactElement, { apiBaseUrl, path = '/', route = '/' }: { apiBaseUrl: string; path?: string; route?: string }) {
  const store = makeStore({ apiBaseUrl });
  const user = userEvent.setup();
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <Toaster />
    </StoreProvider>,
  );
  return { ...view, store, user };
}
