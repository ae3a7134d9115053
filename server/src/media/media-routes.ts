import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, COVER_WIDTH_PARAM, MediaQuery, type ErrorResponse } from '@studyhub/shared-api/contract';
import Type from 'typebox';
import { ifNoneMatchHits } from '../http/if-none-match.ts';
import { isUuid } from '../http/uuid.ts';
import type { MediaRepository } from './media-repository.ts';

export interface MediaRoutesOptions {
  media: MediaRepository;
}

// A media id names immutable bytes (a new upload gets a new id), and so does an id with a width,
// so caches may keep them forever.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND: ErrorResponse = { success: false, message: 'Media not found' };

export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRoutesOptions> = async (app, { media }) => {
  app.get(
    API_PATHS.media,
    // No response schema: the body is raw bytes, an empty 304 or an error envelope.
    {
      schema: {
        tags: ['Media'],
        summary: 'A stored cover image, whole or at a width (immutable: cache it forever, revalidate with If-None-Match)',
        params: Type.Object({ id: Type.String() }),
        querystring: MediaQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const width = request.query[COVER_WIDTH_PARAM];
      const item = isUuid(id) ? await media.find(id, width === undefined ? undefined : Number(width)) : undefined;
      if (!item) return reply.code(404).send(NOT_FOUND);

      reply
        .header('ETag', item.etag)
        .header('Cache-Control', IMMUTABLE)
        // The shell and the remotes run on other origins and must be allowed to show the image.
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (ifNoneMatchHits(request.headers['if-none-match'], item.etag)) return reply.code(304).send();
      return reply.type(item.mime).send(item.bytes);
    },
  );
};
