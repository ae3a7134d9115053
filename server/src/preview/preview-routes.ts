import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, DraftPreviewResponse, ErrorResponse, PREVIEW_MESSAGES, PreviewTokenParams } from '@studyhub/shared-api/contract';
import { HttpError } from '../http/http-error.ts';
import type { PreviewLinkRepository } from './preview-link-repository.ts';

export interface PreviewRoutesOptions {
  links: Pick<PreviewLinkRepository, 'draftFor'>;
}

/** Each draft page renders its body: a bound per address keeps a script from making that work endless. */
export const PREVIEW_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

/** What a draft is answered with, found or not: never stored by a cache, never indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

/**
 * A post's current draft by a draft link's token, signed out (docs/decisions/0078). A wrong,
 * expired or revoked token gets one and the same 404, by the same single lookup.
 */
export const previewRoutes: FastifyPluginAsyncTypebox<PreviewRoutesOptions> = async (app, { links }) => {
  app.get(
    API_PATHS.preview,
    {
      config: { rateLimit: PREVIEW_RATE_LIMIT },
      schema: {
        tags: ['Draft links'],
        summary: "A post's current draft (its newest revision, rendered), by a draft link's token",
        params: PreviewTokenParams,
        response: { 200: DraftPreviewResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.headers(PREVIEW_HEADERS);
      const blog = await links.draftFor(request.params.token);
      if (!blog) throw new HttpError(404, PREVIEW_MESSAGES.notFound, { ...PREVIEW_HEADERS });
      return { success: true, blog, preview: true as const };
    },
  );
};
