import { loggedIn, makeStore, StoreProvider, SESSION_ENDED_MESSAGE, sessionExpired } from '@studyhub/shared-api';
import { MemoryRouter } from '@studyhub/shared-testing';
import { toast } from '@studyhub/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StandaloneAdmin } from './StandaloneAdmin.tsx';

afterEach(() => act(() => toast.remove()));

function renderStandalone(route: string) {
  // No request is answered here: the visitor is logged out, so the login needs no data.
  const store = makeStore({ apiBaseUrl: 'http://127.0.0.1:9' });
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <StandaloneAdmin siteUrl="https://studyhub.example.edu/" />
      </MemoryRouter>
    </StoreProvider>,
  );
  return store;
}

describe('StandaloneAdmin', () => {
  it('gives the portal a main landmark and sends any other path to /admin', async () => {
    renderStandalone('/');
    // The portal is loaded lazily, as the federation exposes it.
    expect(screen.getByRole('main')).toContainElement(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }));
  });

  it('tells the admin once when the API ends the session, as the shell would', async () => {
    const store = renderStandalone('/admin/listBlog');
    act(() => {
      store.dispatch(loggedIn('t'));
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });
});
