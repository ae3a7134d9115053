import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countBytesOnly } from './count-bytes-only.ts';

const BODY = 'a body the load generator must not keep';
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => response.end(BODY));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The bodies autocannon hands to onResponse for a few requests, with or without countBytesOnly. */
async function bodiesSeen(setupClient?: (client: autocannon.Client) => void): Promise<string[]> {
  const bodies: string[] = [];
  const result = await autocannon({ url, connections: 1, amount: 3, setupClient, requests: [{ onResponse: (_status, body) => void bodies.push(body) }] });
  expect(result['2xx']).toBe(3);
  return bodies;
}

it('keeps autocannon from collecting bodies, through the internal it replaces', async () => {
  expect(await bodiesSeen()).toEqual([BODY, BODY, BODY]);
  expect(await bodiesSeen(countBytesOnly)).toEqual(['', '', '']);
});

it('refuses a client without that internal instead of measuring the client again', () => {
  expect(() => countBytesOnly({} as autocannon.Client)).toThrow(/pipelinedRequests\.addBody/);
});
