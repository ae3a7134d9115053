import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** A story fails above this share of changed pixels (0.1 %). */
export const MAX_CHANGED_SHARE = 0.001;
/**
 * pixelmatch's colour distance per pixel (0–1, its default): below it two pixels count as equal.
 * Anti-aliased pixels are detected and not counted (includeAA false), so a glyph edge that lands
 * a shade differently does not fail a story.
 */
const PIXEL_THRESHOLD = 0.1;

export interface Comparison {
  width: number;
  height: number;
  changedPixels: number;
  /** changedPixels / (width × height), 0–1. */
  changedShare: number;
  passed: boolean;
  /** A PNG of a failed comparison: changed pixels in red over a faded copy of the baseline; null when it passed. */
  diff: Buffer | null;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes any image sharp reads (PNG, WebP) to RGBA. */
async function rgba(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The image on a width × height canvas, padded right and below with transparent pixels. */
function padded(image: Raw, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const canvas = Buffer.alloc(width * height * 4);
  const row = image.width * 4;
  for (let y = 0; y < image.height; y++) image.data.copy(canvas, y * width * 4, y * row, y * row + row);
  return canvas;
}

/**
 * Compares a new screenshot with its baseline. Images of different sizes are compared on the
 * larger canvas: the area only one of them covers counts as changed. The difference image is
 * drawn only for a failure: most comparisons pass, and encoding it cost as much as comparing.
 */
export async function compareImages(baseline: Buffer, actual: Buffer): Promise<Comparison> {
  const [a, b] = await Promise.all([rgba(baseline), rgba(actual)]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const output = Buffer.alloc(width * height * 4);
  const changedPixels = pixelmatch(padded(a, width, height), padded(b, width, height), output, width, height, { threshold: PIXEL_THRESHOLD, includeAA: false });
  const changedShare = changedPixels / (width * height);
  const passed = changedShare <= MAX_CHANGED_SHARE;
  const diff = passed ? null : await sharp(output, { raw: { width, height, channels: 4 } }).png({ palette: true }).toBuffer();
  return { width, height, changedPixels, changedShare, passed, diff };
}

/** The stored form of a screenshot: lossless WebP, so what is compared is exactly what was drawn. */
export function encodeBaseline(screenshot: Buffer): Promise<Buffer> {
  return sharp(screenshot).webp({ lossless: true, effort: 4 }).toBuffer();
}

/** "0.234 %" */
export const formatShare = (share: number): string => `${(share * 100).toFixed(3)} %`;
