// The API's memory under a burst of uploads (docs/decisions/0086): libvips keeps no cache of past
// images, and at most MAX_CONCURRENT_ENCODES images are decoded at once; the rest wait and succeed.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage, encodingLoad, MAX_CONCURRENT_ENCODES } from '../../src/media/image-encoding.ts';

const REFUSALS = { wrongType: 'wrong type', tooManyPixels: 'too many pixels' };

describe('image encoding bounds', () => {
  it('keeps no libvips operation cache', () => {
    expect(sharp.cache().memory.max).toBe(0);
    expect(sharp.cache().items.max).toBe(0);
  });

  it(`encodes at most ${MAX_CONCURRENT_ENCODES} images at once; the others wait their turn and are encoded`, async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2d6a4f' } }).png().toBuffer();
    const uploads = Array.from({ length: 6 }, () => encodeImage(png, REFUSALS));
    expect(encodingLoad()).toEqual({ active: MAX_CONCURRENT_ENCODES, waiting: 6 - MAX_CONCURRENT_ENCODES });
    const encoded = await Promise.all(uploads);
    expect(encoded.map((image) => [image.mime, image.width, image.height])).toEqual(Array(6).fill(['image/webp', 900, 600]));
    expect(encodingLoad()).toEqual({ active: 0, waiting: 0 });
  });
});
