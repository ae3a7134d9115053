import { LIMITS } from '@studyhub/shared-api/contract';
import { encodeImage, MAX_INPUT_PIXELS } from './image-encoding.ts';
import type { NewMedia } from './media-repository.ts';

export const IMAGE_TOO_LARGE = `The thumbnail is larger than ${LIMITS.imageBytes / (1024 * 1024)} MB`;

const COVER_REFUSALS = {
  wrongType: 'The thumbnail must be a JPEG, PNG, WebP or GIF image',
  tooManyPixels: `The thumbnail has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
};

/** An uploaded cover as it is stored: encodeImage's WebP and narrower copies. */
export async function encodeCover(upload: Buffer): Promise<NewMedia> {
  const { mime, bytes, variants } = await encodeImage(upload, COVER_REFUSALS);
  return { mime, bytes, variants };
}
