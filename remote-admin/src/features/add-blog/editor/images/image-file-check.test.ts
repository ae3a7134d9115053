import { LIMITS } from '@studyhub/shared-api';
import { describe, expect, it } from 'vitest';
import { imageFileRefusal } from './image-file-check.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('imageFileRefusal', () => {
  it.each([
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF')],
    ['GIF', bytes('GIF89a', 1, 0, 1, 0)],
    ['WebP', bytes('RIFF', 36, 0, 0, 0, 'WEBPVP8 ')],
  ])('accepts a %s by its bytes, whatever its name and declared type', async (_format, head) => {
    expect(await imageFileRefusal(new File([head], 'upload.txt', { type: 'text/plain' }))).toBeUndefined();
  });

  it('refuses a BMP named .png, naming the file and the accepted types', async () => {
    const bmp = new File([bytes('BM', 70, 0, 0, 0, 0, 0, 0, 0, 54, 0)], 'diagram.png', { type: 'image/png' });
    expect(await imageFileRefusal(bmp)).toBe('diagram.png is not a JPEG, PNG, WebP or GIF image');
  });

  it('refuses a file over the limit before reading it, naming the file and the limit', async () => {
    const huge = new File([new Uint8Array(LIMITS.imageBytes + 1)], 'photo.png', { type: 'image/png' });
    expect(await imageFileRefusal(huge)).toBe('photo.png is larger than 5 MB');
  });

  it('accepts a file of exactly the limit', async () => {
    const head = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a);
    const full = new Uint8Array(LIMITS.imageBytes);
    full.set(head);
    expect(await imageFileRefusal(new File([full], 'big.png'))).toBeUndefined();
  });

  it('names a nameless file plainly', async () => {
    expect(await imageFileRefusal(new File([bytes('text')], ''))).toBe('The image is not a JPEG, PNG, WebP or GIF image');
  });
});
