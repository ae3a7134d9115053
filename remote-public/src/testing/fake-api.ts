import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status?: number;
  body: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  body: unknown;
}

type Responder = FakeReply | ((request: RecordedRequest) => FakeReply);

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A real HTTP server standing in for the API (the one true external boundary of these pages), so
 * the real store, axios client and RTK Query endpoints run. jsdom enforces CORS, hence the headers.
 * Unrouted requests get 404 with the API's envelope.
 */
export class FakeApi {
  readonly requests: RecordedRequest[] = [];
  private routes = new Map<string, Responder>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type, authorization',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      void readBody(request).then((body) => {
        const url = new URL(request.url ?? '/', 'http://fake.invalid');
        const recorded: RecordedRequest = { method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body };
        this.requests.push(recorded);
        const responder = this.routes.get(`${recorded.method} ${recorded.path}`);
        const reply = typeof responder === 'function' ? responder(recorded) : (responder ?? { status: 404, body: { success: false, message: 'Not found' } });
        response.writeHead(reply.status ?? 200, { ...cors, 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Answers `METHOD /path` with a fixed reply or one computed from the request. */
  on(method: 'GET' | 'POST', path: string, responder: Responder): this {
    this.routes.set(`${method} ${path}`, responder);
    return this;
  }

  reset(): void {
    this.routes.clear();
    this.requests.length = 0;
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }
}
