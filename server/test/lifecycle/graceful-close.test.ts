// Regression (found by the hardening suite's SIGTERM test): a response in progress when the app
// started closing kept its keep-alive connection open for keepAliveTimeout (72 s), so a SIGTERM'd
// server exited more than a minute after its last answer.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('closing with a request in progress', () => {
  const testApp = useTestApp();

  it('answers it, then closes its keep-alive connection and finishes closing', async () => {
    const app = await buildApp({ config: testApp.config, database: testApp.database });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inProgress = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/probe/slow', async () => {
      arrived();
      await released;
      return { success: true };
    });
    // The answer is sent once closing has begun (this hook runs after the app's own).
    app.addHook('preClose', async () => release());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const agent = new http.Agent({ keepAlive: true });
    const request = http.get({ host: '127.0.0.1', port, path: '/probe/slow', agent });
    const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
    await inProgress;
    const socketClosed = once(request.socket!, 'close');
    const closed = app.close();
    const [response] = await answered;
    response.resume();
    await once(response, 'end');

    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    await socketClosed;
    await closed;
    agent.destroy();
  });
});
