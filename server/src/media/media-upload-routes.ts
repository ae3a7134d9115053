import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorResponse, UploadedImageResponse } from '@studyhub/shared-api/contract';
import { BODY_IMAGE_UPLOAD_LIMITS, bodyImageRefusals, readBodyImageUpload } from './body-image-upload.ts';
import { encodeImage } from './image-encoding.ts';
import { mediaPath, type MediaRepository } from './media-repository.ts';

export interface MediaUploadRoutesOptions {
  media: MediaRepository;
  /** The API's public origin: the answer's `src` is absolute, as the editor shows it at once. */
  publicApiUrl: string;
}

/** Images for a post's body, uploaded by the editor; registered in the admin scope, which guards it. */
export const mediaUploadRoutes: FastifyPluginAsyncTypebox<MediaUploadRoutesOptions> = async (app, { media, publicApiUrl }) => {
  // Registered here, so only this route (of this plugin) accepts multipart bodies.
  await app.register(multipart, { limits: BODY_IMAGE_UPLOAD_LIMITS });

  app.post(
    API_PATHS.mediaUpload,
    {
      config: { staff: 'everyRole' },
      schema: {
        tags: ['Media'],
        summary: 'Store an image for a post body',
        description:
          'multipart/form-data with one file `image` (JPEG, PNG, WebP or GIF judged by its bytes, at most 5 MB; stored as WebP at most ' +
          '1280 px wide, with narrower copies). Answers the absolute src and the stored pixels for the <img> the editor inserts.',
        consumes: ['multipart/form-data'],
        response: { 200: UploadedImageResponse, 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const { fileName, bytes } = await readBodyImageUpload(request);
      const { width, height, ...stored } = await encodeImage(bytes, bodyImageRefusals(fileName));
      const id = await media.insert(stored);
      return { success: true, image: { src: `${publicApiUrl}${mediaPath(id)}`, width, height } };
    },
  );
};
