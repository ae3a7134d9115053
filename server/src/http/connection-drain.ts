import type { FastifyInstance } from 'fastify';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a stopping API waits for its open connections to end. Longer than the keep-alive a
 * balancer holds idle connections for (the nginx recipe: 3 s), so it is the balancer that closes
 * them, never the API while the balancer may be sending on one.
 */
export const DRAIN_DEADLINE_MS = 5_000;

/**
 * A stop that drops no request behind a balancer (docs/decisions/0037). Node's own close also
 * cuts every idle keep-alive connection at once, and a proxy that just sent a request on one sees
 * it reset: a POST it then cannot retry. Instead the API stops accepting connections (a refused
 * connect is retried elsewhere), answers what still arrives on open ones with `Connection: close`,
 * and waits for them to end before the usual close. Returns the function that starts the drain;
 * register before the app listens.
 */
export function connectionDrain(app: FastifyInstance): (deadlineMs?: number) => Promise<void> {
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  return async (deadlineMs = DRAIN_DEADLINE_MS) => {
    if (!app.server.listening) return;
    draining = true;
    // The listening socket only: the open connections stay until they end or the deadline.
    NetServer.prototype.close.call(app.server);
    const deadline = Date.now() + deadlineMs;
    while (Date.now() < deadline && (await openConnections(app)) > 0) await sleep(25);
  };
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}
