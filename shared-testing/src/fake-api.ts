import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

// The API is the pages' one true external boundary: a real local HTTP server stands in for it, so
// the real store, axios instance, token header and RTK Query cache run as they do in the browser.

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the fields of a multipart body (files as File), or the text, or undefined. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

export interface FakeApi {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers `METHOD /path` (query string ignored) until the test ends. */
  on(route: string, handler: FakeHandler): void;
  /** The requests made to `METHOD /path` so far in this test. */
  calls(route: string): RecordedRequest[];
}

/** A promise the test settles by hand: holds a reply open to observe a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

export const ok = (fields: Record<string, unknown> = {}): FakeReply => ({ body: { success: true, ...fields } });
export const fail = (status: number, message: string): FakeReply => ({ status, body: { success: false, message } });

// jsdom's XHR enforces CORS, so every answer and preflight carries the headers a browser wants.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

async function parseBody(contentType: string | undefined, raw: Buffer): Promise<unknown> {
  if (raw.length === 0) return undefined;
  if (contentType?.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    return Object.fromEntries(form.entries());
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return raw.toString('utf8');
  }
}

/** One fake API for the calling test file; routes and recorded requests are cleared after each test. */
export function setupFakeApi(): FakeApi {
  let server: Server | undefined;
  let url = '';
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, FakeHandler>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        if (request.method === 'OPTIONS') {
          response.writeHead(204, CORS).end();
          return;
        }
        const target = new URL(request.url ?? '/', 'http://fake.invalid');
        const recorded: RecordedRequest = {
          method: request.method ?? 'GET',
          path: target.pathname,
          query: Object.fromEntries(target.searchParams),
          headers: request.headers,
          body: await parseBody(request.headers['content-type'], Buffer.concat(chunks)),
        };
        requests.push(recorded);
        const handler = routes.get(`${recorded.method} ${recorded.path}`);
        const reply = typeof handler === 'function' ? await handler(recorded) : (handler ?? fail(404, `No fake for ${recorded.method} ${recorded.path}`));
        // A reply held open past its test's end finds the connection gone.
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { ...CORS, 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    routes.clear();
    requests.length = 0;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return {
    get url() {
      return url;
    },
    requests,
    on: (route, handler) => void routes.set(route, handler),
    calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
