import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's security headers on every answer. Its middleware is built once here: @fastify/helmet
 * built it again for every request, parsing the whole configuration each time, which was about
 * 5 KB of garbage and a share of the CPU of every answer, from `/api/ping` to a search (decision 0066).
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  // Covers are shown by the shell and the remotes, which run on other origins.
  const apply = helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } });
  // helmet calls `next` with nothing or an error, as fastify's `done` takes them.
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, done as (error?: unknown) => void));
}
