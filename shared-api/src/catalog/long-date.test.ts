import { describe, expect, it } from 'vitest';
import { longDateText } from './long-date.ts';

describe('longDateText (docs/product.md#date-formats)', () => {
  it('writes a calendar day as the blog header does', () => {
    expect(longDateText(2026, 0, 5)).toBe('January 5th 2026');
    expect(longDateText(2026, 10, 22)).toBe('November 22nd 2026');
    expect(longDateText(12026, 11, 13)).toBe('December 13th +12026');
  });
});
