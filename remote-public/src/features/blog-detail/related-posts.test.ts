import { describe, expect, it } from 'vitest';
import { RELATED_LIMIT, relatedPosts } from './related-posts.ts';

const post = (_id: string, category: string) => ({ _id, category });

describe('relatedPosts (docs/product.md#related-resources)', () => {
  const current = post('me', 'CSE');

  it('keeps other posts of the same category, first 3 in list order', () => {
    const list = [post('a', 'CSE'), post('me', 'CSE'), post('b', 'COD'), post('c', 'cse'), post('d', 'CSE'), post('e', 'CSE')];
    expect(RELATED_LIMIT).toBe(3);
    expect(relatedPosts(list, current).map((p) => p._id)).toEqual(['a', 'c', 'd']);
  });

  it('never lists the post itself, and is empty without others of its category', () => {
    expect(relatedPosts([post('me', 'CSE'), post('x', 'Other')], current)).toEqual([]);
  });

  it('takes fewer than 3 when fewer exist, and honours a smaller limit', () => {
    expect(relatedPosts([post('a', 'CSE')], current)).toHaveLength(1);
    expect(relatedPosts([post('a', 'CSE'), post('b', 'CSE')], current, 1).map((p) => p._id)).toEqual(['a']);
  });
});
