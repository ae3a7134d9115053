import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
}

export interface FakeLlmReply {
  status: number;
  /** Sent as is when a string (to send malformed JSON), else as JSON. */
  body: unknown;
  /** Waits this long before answering, to provoke client time-outs. */
  delayMs: number;
}

export interface FakeLlm {
  /** The base URL to configure, like https://api.openai.com/v1. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** What the following requests get, until changed or reset. */
  replyWith(reply: Partial<FakeLlmReply>): void;
  reset(): void;
  close(): Promise<void>;
}

/** An OpenAI chat completion answering `content`. */
export function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

export const DEFAULT_DRAFT = '## Binary search\n\n- Halve the range each step\n- O(log n) comparisons';
const defaultReply = (): FakeLlmReply => ({ status: 200, body: completion(DEFAULT_DRAFT), delayMs: 0 });

/** A local OpenAI-compatible provider on 127.0.0.1 with a random port: records requests, answers as told. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: RecordedRequest[] = [];
  let reply = defaultReply();
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: parseJson(text) });
      const { status, body, delayMs } = reply;
      const timer = setTimeout(() => {
        pending.delete(timer);
        // The client may have given up (time-out test) and closed the connection.
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    replyWith(next) {
      reply = { ...reply, ...next };
    },
    reset() {
      requests.length = 0;
      reply = defaultReply();
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** One fake provider for the calling test file, reset before each test. */
export function useFakeLlm(): FakeLlm {
  let fake: FakeLlm | undefined;
  const current = () => {
    if (!fake) throw new Error('useFakeLlm: the provider is only available inside tests and hooks');
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakeLlm();
  });
  beforeEach(() => current().reset());
  afterAll(() => fake?.close());

  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    replyWith: (next) => current().replyWith(next),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
