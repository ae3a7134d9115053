import { describe, expect, it } from 'vitest';
import { commentCountLabel } from './labels.ts';

describe('commentCountLabel', () => {
  it('uses the singular only for one', () => {
    expect(commentCountLabel(0)).toBe('0 comments');
    expect(commentCountLabel(1)).toBe('1 comment');
    expect(commentCountLabel(2)).toBe('2 comments');
  });
});
