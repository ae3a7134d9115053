import { COVER_WIDTHS, LIMITS } from '@studyhub/shared-api/contract';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from '../http/http-error.ts';
import type { NewMedia, NewVariant } from './media-repository.ts';

const COVER_MAX_WIDTH = Math.max(...COVER_WIDTHS);
const COVER_QUALITY = 82;
/** Decoding cost grows with pixels, not bytes: a tiny file can claim huge dimensions. */
const MAX_INPUT_PIXELS = 60_000_000;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);

const WRONG_IMAGE_TYPE = 'The thumbnail must be a JPEG, PNG, WebP or GIF image';
export const IMAGE_TOO_LARGE = `The thumbnail is larger than ${LIMITS.imageBytes / (1024 * 1024)} MB`;

/**
 * An uploaded cover as the WebP that is stored, with a narrower copy at each of COVER_WIDTHS below
 * its own width: the format is judged by content, never by the file name or the declared type;
 * orientation is applied, width capped, metadata (EXIF, GPS) dropped by sharp's default.
 */
export async function encodeCover(upload: Buffer): Promise<NewMedia> {
  const { format, width = 0, height = 0 } = await sharp(upload)
    .metadata()
    .catch(() => ({ format: undefined, width: 0, height: 0 }));
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(415, WRONG_IMAGE_TYPE);
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, `The thumbnail has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once: every width is resized from these pixels rather than from the upload again.
    pixels = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: COVER_MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A readable header over damaged or truncated pixel data.
    throw new HttpError(415, WRONG_IMAGE_TYPE);
  }
  const { data, info } = pixels;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (toWidth?: number) => sharp(data, raw).resize({ width: toWidth }).webp({ quality: COVER_QUALITY }).toBuffer();
  const narrower = COVER_WIDTHS.filter((variantWidth) => variantWidth < info.width);
  const [bytes, ...copies] = await Promise.all([encode(), ...narrower.map((variantWidth) => encode(variantWidth))]);
  const variants = narrower.map((variantWidth, index): NewVariant => ({ width: variantWidth, bytes: copies[index] as Buffer }));
  return { mime: 'image/webp', bytes, variants };
}
