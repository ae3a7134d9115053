import { canaryBucket, CONTRACT_VERSION, type ReleaseNeeds, type ReleaseProvides } from '@studyhub/shared-api';
import { describe, expect, it } from 'vitest';
import { chooseRemote } from './pick-release.ts';
import type { ReleaseApps } from './release-registry.ts';

const ENTRY = 'https://public.example/remoteEntry.js';
const provides: ReleaseProvides = { shares: { react: '19.3.1', 'react-dom': '19.3.1' }, contract: CONTRACT_VERSION, storeSlices: ['auth', 'search', 'api'] };
const fits: ReleaseNeeds = { shares: { react: '^19.0.0' }, contract: CONTRACT_VERSION, storeSlices: ['auth'] };
const newerReact: ReleaseNeeds = { ...fits, shares: { react: '^20.0.0' } };
const newerContract: ReleaseNeeds = { ...fits, contract: CONTRACT_VERSION + 1 };
const versioned = (version: string) => `https://public.example/_v/${version}/remoteEntry.js`;

/** A visitor id whose bucket for remote-public is below (or not below) `percent`. */
function visitorIn(canary: boolean, percent: number): string {
  for (let index = 0; ; index += 1) {
    const id = `visitor-${index}`;
    if (canaryBucket(id, 'remote-public') < percent === canary) return id;
  }
}

const choose = (apps: ReleaseApps | undefined, visitor = 'anyone') => chooseRemote('remote_public', ENTRY, apps, visitor, provides);

describe('chooseRemote', () => {
  const apps: ReleaseApps = {
    'remote-public': { active: { version: 'aaaaaaaaaaa1', needs: fits }, canary: { version: 'cccccccccccc', needs: fits, percent: 10 }, earlier: [] },
  };

  it("takes the canary when the browser's bucket is below its percent, the active version otherwise", () => {
    expect(choose(apps, visitorIn(true, 10))).toEqual({ entry: versioned('cccccccccccc'), version: 'cccccccccccc' });
    expect(choose(apps, visitorIn(false, 10))).toEqual({ entry: versioned('aaaaaaaaaaa1'), version: 'aaaaaaaaaaa1' });
  });

  it('skips a version that does not fit the shell for the next earlier one that does', () => {
    const unfitFirst: ReleaseApps = {
      'remote-public': {
        active: { version: 'aaaaaaaaaaa3', needs: newerReact },
        canary: { version: 'cccccccccccc', needs: newerContract, percent: 10 },
        earlier: [{ version: 'aaaaaaaaaaa2', needs: newerContract }, { version: 'aaaaaaaaaaa1', needs: fits }, { version: 'aaaaaaaaaaa0', needs: fits }],
      },
    };
    expect(choose(unfitFirst, visitorIn(false, 10))).toMatchObject({ version: 'aaaaaaaaaaa1' });
    expect(choose(unfitFirst, visitorIn(true, 10))).toMatchObject({ version: 'aaaaaaaaaaa1' });
  });

  it("chooses no entry when no version fits, rather than the host's active one, and says why", () => {
    const none: ReleaseApps = { 'remote-public': { active: { version: 'aaaaaaaaaaa2', needs: newerReact }, canary: null, earlier: [{ version: 'aaaaaaaaaaa1' }] } };
    expect(choose(none)).toEqual({
      unavailable: 'No release of remote-public fits this shell (aaaaaaaaaaa2: it needs react ^20.0.0, the shell has 19.3.1 | aaaaaaaaaaa1: it names no needs)',
    });
  });

  it("uses the runtime config's entry as it is without a registry, or when the registry has no version of the app", () => {
    expect(choose(undefined)).toEqual({ entry: ENTRY });
    expect(choose({ 'remote-admin': apps['remote-public']! })).toEqual({ entry: ENTRY });
    expect(choose({ 'remote-public': { active: null, canary: null, earlier: [] } })).toEqual({ entry: ENTRY });
  });

  it("puts the version's folder beside the configured entry, behind a host's path prefix too", () => {
    const prefixed = chooseRemote('remote_public', 'https://cdn.example/public/remoteEntry.js?v=1', apps, visitorIn(false, 10), provides);
    expect(prefixed).toMatchObject({ entry: 'https://cdn.example/public/_v/aaaaaaaaaaa1/remoteEntry.js' });
  });
});
