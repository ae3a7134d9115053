// A balancer keeps idle keep-alive connections to each instance and may send on one at any
// moment. Stopping must not reset them (nginx cannot retry a POST it has sent): new connections
// are refused, and what still arrives on an open one is answered, with `Connection: close`.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { once } from 'node:events';
import http from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { connectionDrain } from '../../src/http/connection-drain.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('draining before close', () => {
  const testApp = useTestApp();

  it('answers a request on a connection that was idle when the drain began, then refuses new ones', async () => {
    const app = await buildApp({ config: testApp.config, database: testApp.database });
    const drain = connectionDrain(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = async () => {
      const request = http.get({ host: '127.0.0.1', port, path: API_PATHS.health, agent });
      const [response] = (await once(request, 'response')) as [http.IncomingMessage];
      response.resume();
      await once(response, 'end');
      return response;
    };

    expect((await get()).headers.connection).toBe('keep-alive');
    // The connection is idle now; Node's own close would cut it here.
    const drained = drain(10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = connect(port, '127.0.0.1');
    await expect(once(refused, 'connect')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const late = await get();
    expect(late.statusCode).toBe(200);
    expect(late.headers.connection).toBe('close');
    // Its connection was the last: the drain ends well before its deadline.
    const started = Date.now();
    await drained;
    expect(Date.now() - started).toBeLessThan(5_000);
    await app.close();
    agent.destroy();
  });
});
