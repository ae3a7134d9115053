import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../media/image-encoding.ts';
import { type EXPORT_MIMES, ExportError } from './site-format.ts';

// How an export names its images, and the check every image gets before an import stores it.

type ExportMime = (typeof EXPORT_MIMES)[number];

const EXTENSIONS: Record<ExportMime, string> = { 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };
/** sharp's name of each type's format. */
const FORMATS: Record<ExportMime, string> = { 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif' };

export const isExportMime = (mime: string): mime is ExportMime => mime in EXTENSIONS;

/** `media/<id>.<ext>`, or with `width` the narrower copy `media/<id>-<width>.<ext>`. */
export function mediaFileName(id: string, mime: ExportMime, width?: number): string {
  return `media/${id}${width === undefined ? '' : `-${width}`}.${EXTENSIONS[mime]}`;
}

/**
 * Refuses bytes that are not an image of the type they claim, judged by content as an upload is
 * (src/media/image-encoding.ts): an export must not smuggle other files into the media table.
 * The bytes are stored as they are, not re-encoded, so an import keeps them byte for byte.
 */
export async function checkImage(bytes: Buffer, mime: ExportMime, file: string): Promise<void> {
  const facts = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!facts?.format || facts.format !== FORMATS[mime]) throw new ExportError(`${file} is not an image of type ${mime}.`);
  if ((facts.width ?? 0) * (facts.height ?? 0) > MAX_INPUT_PIXELS) throw new ExportError(`${file} has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
}
