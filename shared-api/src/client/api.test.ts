// @vitest-environment node
// A real HTTP server stands in for the API so the real axios instance and headers are exercised.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Blog } from '../contract/index.ts';
import { loggedIn, loggedOut } from '../store/auth-slice.ts';
import { makeStore } from '../store/make-store.ts';
import type { TokenStorage } from '../store/token-storage.ts';
import { studyHubApi } from './api.ts';

const blog: Blog = {
  _id: 'b1',
  title: 'Graphs',
  description: '<p>BFS</p>',
  image: 'http://api.test/api/media/1',
  category: 'CSE',
  createdAt: '2026-01-01T00:00:00.000Z',
  isPublished: true,
};

let server: Server;
let baseUrl: string;
let lastHeaders: IncomingHttpHeaders = {};
let reply: { status: number; body: unknown } = { status: 200, body: {} };

const noStorage: TokenStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reply = { status: 200, body: { success: true, blogs: [blog] } };
});

describe('studyHubApi', () => {
  it('fetches the blog list from the configured base URL', async () => {
    const store = makeStore({ apiBaseUrl: baseUrl, storage: noStorage });
    const result = await store.dispatch(studyHubApi.endpoints.getBlogs.initiate());
    expect(result.data).toEqual([blog]);
  });

  it('sends the token as the raw Authorization header, and none when logged out', async () => {
    const store = makeStore({ apiBaseUrl: baseUrl, storage: noStorage });
    store.dispatch(loggedIn('raw-token'));
    await store.dispatch(studyHubApi.endpoints.getBlogs.initiate(undefined, { forceRefetch: true }));
    expect(lastHeaders.authorization).toBe('raw-token');
    store.dispatch(loggedOut());
    await store.dispatch(studyHubApi.endpoints.getBlogs.initiate(undefined, { forceRefetch: true }));
    expect(lastHeaders.authorization).toBeUndefined();
  });

  it('ends the session when the API refuses a held token, and only then', async () => {
    reply = { status: 401, body: { success: false, message: 'Your session has expired or was ended. Please log in again.' } };
    const store = makeStore({ apiBaseUrl: baseUrl, storage: noStorage });
    await store.dispatch(studyHubApi.endpoints.getBlogs.initiate());
    expect(store.getState().auth.sessionEndedAt).toBeNull();
    store.dispatch(loggedIn('stale'));
    await store.dispatch(studyHubApi.endpoints.getBlogs.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.sessionEndedAt).toEqual(expect.any(Number));
  });

  it('turns success:false into an error carrying the server message', async () => {
    reply = { status: 200, body: { success: false, message: 'Database is resting' } };
    const store = makeStore({ apiBaseUrl: baseUrl, storage: noStorage });
    const result = await store.dispatch(studyHubApi.endpoints.getBlogs.initiate());
    expect(result.error).toEqual({ status: 200, message: 'Database is resting' });
  });

  it('reports the server message of a non-2xx response', async () => {
    reply = { status: 503, body: { success: false, message: 'Database unreachable' } };
    const store = makeStore({ apiBaseUrl: baseUrl, storage: noStorage });
    const result = await store.dispatch(studyHubApi.endpoints.getBlogs.initiate());
    expect(result.error).toEqual({ status: 503, message: 'Database unreachable' });
  });

  it('reports a network error with the error message', async () => {
    const store = makeStore({ apiBaseUrl: 'http://127.0.0.1:1', storage: noStorage });
    const result = await store.dispatch(studyHubApi.endpoints.getBlogs.initiate());
    expect(result.error).toMatchObject({ status: 'NETWORK_ERROR', message: expect.stringMatching(/ECONNREFUSED|Network Error/) });
  });
});
