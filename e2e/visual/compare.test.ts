import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compareImages, encodeBaseline, formatShare, MAX_CHANGED_SHARE } from './compare.ts';

// Real images made with sharp: a 100×100 card (a grey page, a white box, a blue "button").

const png = (width: number, height: number, boxes: { left: number; top: number; width: number; height: number; colour: string }[]) =>
  sharp({ create: { width, height, channels: 4, background: '#f8fafc' } })
    .composite(
      boxes.map((box) => ({
        input: { create: { width: box.width, height: box.height, channels: 4 as const, background: box.colour } },
        left: box.left,
        top: box.top,
      })),
    )
    .png()
    .toBuffer();

const box = { left: 10, top: 10, width: 80, height: 80, colour: '#ffffff' };
const button = { left: 20, top: 60, width: 40, height: 20, colour: '#1d4ed8' };
const card = [box, button];

describe('compareImages', () => {
  it('passes an identical image, also after the lossless WebP round trip of a baseline', async () => {
    const image = await png(100, 100, card);
    const result = await compareImages(await encodeBaseline(image), image);
    expect(result).toMatchObject({ width: 100, height: 100, changedPixels: 0, changedShare: 0, passed: true });
  });

  it('fails a recoloured button (8 % of the pixels) and draws the change in the diff', async () => {
    const baseline = await png(100, 100, card);
    const recoloured = await png(100, 100, [box, { ...button, colour: '#b91c1c' }]);
    const result = await compareImages(baseline, recoloured);
    expect(result.changedPixels).toBe(40 * 20);
    expect(result.changedShare).toBeCloseTo(0.08);
    expect(result.passed).toBe(false);
    const diff = await sharp(result.diff!).metadata();
    expect([diff.format, diff.width, diff.height]).toEqual(['png', 100, 100]);
  });

  it('passes a change at or below the 0.1 % threshold and fails one just above it', async () => {
    const baseline = await png(100, 100, card);
    // 10 000 pixels: 10 changed is 0.1 %, 12 is 0.12 %.
    const tenChanged = await png(100, 100, [...card, { left: 70, top: 20, width: 10, height: 1, colour: '#000000' }]);
    const twelveChanged = await png(100, 100, [...card, { left: 70, top: 20, width: 12, height: 1, colour: '#000000' }]);
    const atLimit = await compareImages(baseline, tenChanged);
    expect([atLimit.changedShare, atLimit.passed, atLimit.diff]).toEqual([MAX_CHANGED_SHARE, true, null]);
    const above = await compareImages(baseline, twelveChanged);
    expect([above.changedPixels, above.passed]).toEqual([12, false]);
    expect(formatShare(above.changedShare)).toBe('0.120 %');
  });

  it('counts the area only one image covers when the sizes differ', async () => {
    const baseline = await png(100, 100, card);
    const taller = await png(100, 110, card);
    const result = await compareImages(baseline, taller);
    expect([result.width, result.height]).toEqual([100, 110]);
    expect(result.changedPixels).toBe(100 * 10);
    expect(result.passed).toBe(false);
  });
});
