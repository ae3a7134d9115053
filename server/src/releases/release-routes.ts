import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorResponse, PublicReleasesResponse, RELEASE_MESSAGES, ReleaseReport } from '@studyhub/shared-api/contract';
import { sendCached } from '../http/cached-body.ts';
import { HttpError, retryIn } from '../http/http-error.ts';
import type { PublicReleasesCache } from './public-releases-cache.ts';
import type { ReleaseRegistry } from './release-registry.ts';

export interface ReleaseRoutesOptions {
  registry: Pick<ReleaseRegistry, 'report'>;
  cache: PublicReleasesCache;
  /** Reports one client address may send per minute (RELEASE_REPORT_LIMIT_PER_MINUTE). */
  reportsPerMinute: number;
}

const tags = ['Releases'];

/** The public side of the release registry (issue 38, docs/decisions/0087). */
export const releaseRoutes: FastifyPluginAsyncTypebox<ReleaseRoutesOptions> = async (app, { registry, cache, reportsPerMinute }) => {
  app.get(
    API_PATHS.releases,
    {
      // Every app host polls it each second: a line per poll would bury the request log.
      logLevel: 'warn',
      schema: {
        tags,
        summary: "Each app's active version, canary (with its percent) and earlier kept versions: what the hosts serve and the shell picks from",
        response: { 200: PublicReleasesResponse },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.body()),
  );

  // A report of a version never registered is accepted and ignored (202 all the same): a browser
  // learns nothing from the answer, and made-up versions add no rows. Forged failures can at worst
  // stop a canary, the safe direction (decision 0087); the limit per address bounds the rest.
  app.post(
    API_PATHS.releaseReports,
    {
      config: {
        rateLimit: {
          max: reportsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) => new HttpError(429, `Too many reports. Try again in ${retryIn(context.ttl)}.`),
        },
      },
      schema: {
        tags,
        summary: 'A remote version loaded, or failed to load or to render, in a browser; failures of a canary may roll it back (CANARY_ROLLBACK_RULE)',
        body: ReleaseReport,
        response: { 202: ErrorResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const rolledBack = await registry.report(request.body);
      if (rolledBack) request.log.warn({ app: request.body.app, version: request.body.version }, rolledBack);
      return reply.code(202).send({ success: true, message: RELEASE_MESSAGES.reported });
    },
  );
};
