import { API_PATHS, loggedIn, makeStore, StoreProvider, SESSION_ENDED_MESSAGE, sessionExpired } from '@studyhub/shared-api';
import { Toaster, toast } from '@studyhub/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StartupEffects } from './StartupEffects.tsx';

// A real API stand-in; jsdom's XHR enforces CORS, so it answers with the header.
let server: Server;
let apiBaseUrl: string;
let reply = { status: 200, body: {} as unknown };
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    response.writeHead(reply.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => act(() => toast.remove()));

function renderStartup() {
  const store = makeStore({ apiBaseUrl });
  render(
    <StoreProvider store={store}>
      <StartupEffects />
      <Toaster />
    </StoreProvider>,
  );
  return store;
}

describe('StartupEffects', () => {
  it('fetches the first page of the blog list once at start and shows nothing when it succeeds', async () => {
    reply = { status: 200, body: { success: true, blogs: [], total: 0, nextCursor: null } };
    requested.length = 0;
    const store = renderStartup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The home page's default view asks for the same entry, so it renders from this cache.
    expect(store.getState().api.queries['getBlogPage({})']?.status).toBe('fulfilled');
    expect(requested).toEqual([API_PATHS.blogList]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server message when the blog list fails (docs/product.md#error-messages)', async () => {
    reply = { status: 200, body: { success: false, message: 'Blogs are resting' } };
    renderStartup();
    expect(await screen.findByText('Blogs are resting')).toBeInTheDocument();
  });

  it('tells the user once when the API ends their session', async () => {
    reply = { status: 200, body: { success: true, blogs: [], total: 0, nextCursor: null } };
    const store = renderStartup();
    act(() => {
      store.dispatch(loggedIn('t'));
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);
  });
});
