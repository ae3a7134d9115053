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
  /** A PNG: changed pixels in red over a faded copy of the baseline. */
  diff: Buffer;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes any image sharp reads (PNG, WebP) to RGBA, padded with transparent pixels to width × height. */
async function rgba(image: Buffer, width?: number, height?: number): Promise<Raw> {
  let pipeline = sharp(image).ensureAlpha();
  if (width !== undefined && height !== undefined) {
    const meta = await sharp(image).metadata();
    const right = width - (meta.width ?? 0);
    const bottom = height - (meta.height ?? 0);
    if (right > 0 || bottom > 0) {
      pipeline = sharp(await pipeline.extend({ right, bottom, background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer());
    }
  }
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares a new screenshot with its baseline. Images of different sizes are compared on the
 * larger canvas: the area only one of them covers counts as changed.
 */
export async function compareImages(baseline: Buffer, actual: Buffer): Promise<Comparison> {
  const [a, b] = await Promise.all([sharp(baseline).metadata(), sharp(actual).metadata()]);
  const width = Math.max(a.width ?? 0, b.width ?? 0);
  const height = Math.max(a.height ?? 0, b.height ?? 0);
  const [expected, received] = await Promise.all([rgba(baseline, width, height), rgba(actual, width, height)]);
  const output = Buffer.alloc(width * height * 4);
  const changedPixels = pixelmatch(expected.data, received.data, output, width, height, { threshold: PIXEL_THRESHOLD, includeAA: false });
  const changedShare = changedPixels / (width * height);
  const diff = await sharp(output, { raw: { width, height, channels: 4 } }).png({ palette: true }).toBuffer();
  return { width, height, changedPixels, changedShare, passed: changedShare <= MAX_CHANGED_SHARE, diff };
}

/** The stored form of a screenshot: lossless WebP, so what is compared is exactly what was drawn. */
export function encodeBaseline(screenshot: Buffer): Promise<Buffer> {
  return sharp(screenshot).webp({ lossless: true, effort: 4 }).toBuffer();
}

/** "0.234 %" */
export const formatShare = (share: number): string => `${(share * 100).toFixed(3)} %`;
