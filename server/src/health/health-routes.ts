import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, HealthResponse, MessageResponse } from '@studyhub/shared-api/contract';
import type { Database } from '../db/client.ts';

export interface HealthRoutesOptions {
  database: Pick<Database, 'driver' | 'ping'>;
}

/** Liveness plus database reachability, for load balancers and scripts that wait for the API. */
export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, { database }) => {
  const schema = { tags: ['Health'], summary: 'Liveness and database reachability', response: { 200: HealthResponse, 503: HealthResponse } };
  app.get(API_PATHS.health, { schema }, async (_request, reply) => {
    const reachable = await database.ping();
    const databaseStatus = { driver: database.driver, reachable };
    // A cached "ok" would hide an outage from whoever is checking.
    reply.header('Cache-Control', 'no-store');
    return reachable
      ? reply.code(200).send({ success: true, status: 'ok', database: databaseStatus })
      : reply.code(503).send({ success: false, status: 'degraded', message: 'The database is not reachable', database: databaseStatus });
  });
  // The framework's own ceiling: what the benchmark compares every real route with.
  app.get(
    API_PATHS.ping,
    { schema: { tags: ['Health'], summary: 'Liveness only: answers without touching the database', response: { 200: MessageResponse } } },
    async () => ({ success: true, message: 'pong' }),
  );
};
