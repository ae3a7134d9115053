import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

// The API is the admin pages' true external boundary: a real local HTTP server stands in for it,
// so the real store, axios instance, token header and RTK Query cache are exercised.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the fields of a multipart body (files as File), or undefined. */
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
  /** Answers `METHOD /path` (query string ignored) until reset. */
  on(route: string, handler: FakeHandler): void;
  /** The requests made to `METHOD /path` so far. */
  calls(route: string): RecordedRequest[];
}

/** A promise the test settles by hand: holds a reply open to observe a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
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
        const path = new URL(request.url ?? '/', 'http://fake').pathname;
        const recorded: RecordedRequest = {
          method: request.method ?? '',
          path,
          headers: request.headers,
          body: await parseBody(request.headers['content-type'], Buffer.concat(chunks)),
        };
        requests.push(recorded);
        const handler = routes.get(`${recorded.method} ${path}`);
        const reply = typeof handler === 'function' ? await handler(recorded) : (handler ?? { status: 404, body: { success: false, message: `No fake for ${path}` } });
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
