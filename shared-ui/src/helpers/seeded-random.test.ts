import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

const take = (next: () => number, count: number) => Array.from({ length: count }, next);

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed, text or number', () => {
    expect(take(seededRandom('cse220'), 20)).toEqual(take(seededRandom('cse220'), 20));
    expect(take(seededRandom(42), 20)).toEqual(take(seededRandom(42), 20));
  });

  it('differs between seeds and stays in [0, 1) with a roughly even spread', () => {
    expect(take(seededRandom('cse220'), 5)).not.toEqual(take(seededRandom('cse221'), 5));
    const values = take(seededRandom(7), 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});
