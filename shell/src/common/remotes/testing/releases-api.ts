import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReleaseReport } from '@studyhub/shared-api';

/**
 * The releases API (`GET /api/releases`, `POST /api/releases/reports`) and the remotes' hosts
 * (`/remoteEntry.js`, `/_v/<version>/…` for the kept versions, under any path prefix) on one real
 * HTTP server, for the shell's release tests.
 */
export interface ReleasesApi {
  origin: string;
  /** The registry's `apps`; undefined: the API answers 503. */
  apps: Record<string, unknown> | undefined;
  /** Versions whose files the hosts still serve. */
  kept: Set<string>;
  /** Each `GET /api/releases`, with its Cache-Control header. */
  registryReads: (string | undefined)[];
  reports: ReleaseReport[];
  /** Every path asked for, in order. */
  requests: string[];
  reset(): void;
  close(): Promise<void>;
}

export async function startReleasesApi(): Promise<ReleasesApi> {
  const api = { apps: undefined, kept: new Set(), registryReads: [], reports: [], requests: [] } as unknown as ReleasesApi;
  api.reset = () => {
    api.apps = undefined;
    api.kept.clear();
    api.registryReads.length = 0;
    api.reports.length = 0;
    api.requests.length = 0;
  };
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    api.requests.push(path);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(body));
    };
    if (path === '/api/releases') {
      api.registryReads.push(request.headers['cache-control']);
      return api.apps ? answer(200, { success: true, apps: api.apps }) : answer(503, { success: false });
    }
    if (path === '/api/releases/reports' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        api.reports.push(JSON.parse(body) as ReleaseReport);
        answer(202, { success: true });
      });
      return;
    }
    const version = /\/_v\/([0-9a-f]{12})\//.exec(path)?.[1];
    const served = version ? api.kept.has(version) : path.endsWith('/remoteEntry.js');
    answer(served && !path.endsWith('.json') ? 200 : 404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return api;
}
