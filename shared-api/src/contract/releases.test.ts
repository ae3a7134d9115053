import { satisfy } from '@module-federation/runtime-core';
import { describe, expect, it } from 'vitest';
import { canaryBucket, releaseUnfitReasons, type ReleaseNeeds, type ReleaseProvides } from './releases.ts';

const provides: ReleaseProvides = { shares: { react: '19.3.1', 'react-dom': '19.3.1' }, contract: 1, storeSlices: ['auth', 'search', 'studyHubApi'] };
const needs: ReleaseNeeds = { shares: { react: '^19.3.1', 'react-dom': '^19.0.0' }, contract: 1, storeSlices: ['auth', 'studyHubApi'] };

describe('releaseUnfitReasons', () => {
  it('finds nothing wrong with a remote built against the shell it runs in', () => {
    expect(releaseUnfitReasons(needs, provides, satisfy)).toEqual([]);
  });

  it('names each share, contract and slice a remote needs that the shell lacks', () => {
    const other: ReleaseNeeds = { shares: { react: '^18.3.1', 'react-router': '^7.0.0' }, contract: 2, storeSlices: ['auth', 'drafts'] };
    expect(releaseUnfitReasons(other, provides, satisfy)).toEqual([
      'it needs react ^18.3.1, the shell has 19.3.1',
      'it needs react-router ^7.0.0, which the shell does not share',
      'it was built for contract 2, the shell speaks 1',
      'it reads store slices the shell lacks: drafts',
    ]);
  });
});

describe('canaryBucket', () => {
  it('gives one browser the same bucket every time, and spreads 1,000 browsers evenly', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => `visitor-${index}-${(index * 2654435761) % 1000003}`);
    expect(canaryBucket(ids[0]!, 'remote-public')).toBe(canaryBucket(ids[0]!, 'remote-public'));
    for (const percent of [5, 10, 25, 50]) {
      const inCanary = ids.filter((id) => canaryBucket(id, 'remote-public') < percent).length;
      expect(Math.abs(inCanary / 10 - percent)).toBeLessThanOrEqual(5);
    }
  });
});
