import { COVER_WIDTHS, IMAGE_FORMATS } from '@studyhub/shared-api/contract';
import pLimit from 'p-limit';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from '../http/http-error.ts';
import type { NewMedia, NewVariant } from './media-repository.ts';

const MAX_WIDTH = Math.max(...COVER_WIDTHS);
const QUALITY = 82;
/** Decoding cost grows with pixels, not bytes: a tiny file can claim huge dimensions. */
export const MAX_INPUT_PIXELS = 60_000_000;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(IMAGE_FORMATS);

// Every upload is a new image: libvips' cache of recent operations (up to 50 MB by default) would
// only keep memory the API never reads again (docs/decisions/0086).
sharp.cache(false);
/**
 * Images encoded at once; more uploads wait their turn. Each holds its decoded pixels (up to the
 * widest stored width) and its copies while it runs, so this bounds the API's memory under a
 * burst of uploads; two keep both cores busy.
 */
export const MAX_CONCURRENT_ENCODES = 2;
const encoding = pLimit(MAX_CONCURRENT_ENCODES);

/** How many images are encoded and wait now (for tests of the bound). */
export const encodingLoad = () => ({ active: encoding.activeCount, waiting: encoding.pendingCount });

/** How a refusal is worded: a cover says "The thumbnail", a body image names its file. */
export interface ImageRefusals {
  wrongType: string;
  tooManyPixels: string;
}

/** What is stored, and the stored (widest) image's own pixels. */
export interface EncodedImage extends NewMedia {
  width: number;
  height: number;
}

/**
 * An uploaded image as the WebP that is stored, with a narrower copy at each of COVER_WIDTHS below
 * its own width (docs/decisions/0052): the format is judged by content, never by the file name or
 * the declared type; orientation is applied, width capped, metadata (EXIF, GPS) dropped by sharp's
 * default. Refusals are HttpErrors (415 wrong type or damaged, 413 too many pixels).
 */
export function encodeImage(upload: Buffer, refusals: ImageRefusals): Promise<EncodedImage> {
  return encoding(() => encodeNow(upload, refusals));
}

async function encodeNow(upload: Buffer, refusals: ImageRefusals): Promise<EncodedImage> {
  const { format, width = 0, height = 0 } = await sharp(upload)
    .metadata()
    .catch(() => ({ format: undefined, width: 0, height: 0 }));
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(415, refusals.wrongType);
  if (width * height > MAX_INPUT_PIXELS) throw new HttpError(413, refusals.tooManyPixels);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once: every width is resized from these pixels rather than from the upload again.
    pixels = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A readable header over damaged or truncated pixel data.
    throw new HttpError(415, refusals.wrongType);
  }
  const { data, info } = pixels;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (toWidth?: number) => sharp(data, raw).resize({ width: toWidth }).webp({ quality: QUALITY }).toBuffer();
  const narrower = COVER_WIDTHS.filter((variantWidth) => variantWidth < info.width);
  const [bytes, ...copies] = await Promise.all([encode(), ...narrower.map((variantWidth) => encode(variantWidth))]);
  const variants = narrower.map((variantWidth, index): NewVariant => ({ width: variantWidth, bytes: copies[index] as Buffer }));
  return { mime: 'image/webp', bytes, variants, width: info.width, height: info.height };
}
