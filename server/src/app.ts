import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { createBlogRepository } from './blogs/blog-repository.ts';
import { blogRoutes } from './blogs/blog-routes.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './health/health-routes.ts';
import { registerErrorHandlers } from './http/error-handlers.ts';
import { mediaRoutes } from './media/media-routes.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The API, ready to `listen` or to `inject` in tests. Owns neither the database nor its closing. */
export async function buildApp({ config, database }: BuildAppOptions) {
  const app = Fastify({ logger: { level: config.logLevel } }).withTypeProvider<TypeBoxTypeProvider>();

  // Covers are shown by the shell and the remotes, which run on other origins.
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await app.register(cors, { origin: config.corsOrigins });
  // Before the routes, so every route plugin inherits the envelope handlers.
  registerErrorHandlers(app);

  await app.register(healthRoutes, { database });
  await app.register(blogRoutes, { blogs: createBlogRepository(database.db, config.publicApiUrl) });
  await app.register(mediaRoutes, { db: database.db });
  return app;
}
