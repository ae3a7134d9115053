import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { embeddedReleaseApps, fetchReleaseApps, parseReleaseApps, RELEASES_ELEMENT_ID } from './release-registry.ts';
import { startReleasesApi, type ReleasesApi } from './testing/releases-api.ts';

const needs = { shares: { react: '^19.0.0' }, contract: 1, storeSlices: ['auth'] };
const APPS = {
  'remote-public': { active: { version: 'aaaaaaaaaaa2', needs }, canary: { version: 'cccccccccccc', needs, percent: 5 }, earlier: [{ version: 'aaaaaaaaaaa1', needs }] },
};

let api: ReleasesApi;
beforeAll(async () => {
  api = await startReleasesApi();
});
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  document.body.replaceChildren();
});

describe('parseReleaseApps', () => {
  it('keeps a registry of the contract’s shape as it is', () => {
    expect(parseReleaseApps(APPS)).toEqual(APPS);
  });

  it('leaves out whatever is malformed, and keeps the rest', () => {
    const parsed = parseReleaseApps({
      'remote-public': {
        active: { version: 'not-a-version', needs },
        canary: { version: 'cccccccccccc', needs, percent: 100 },
        earlier: [{ version: 'aaaaaaaaaaa1', needs: { ...needs, contract: '1' } }, { version: 'aaaaaaaaaaa0', needs }, 'aaaaaaaaaaa9', { version: 'aaaaaaaaaaa8' }],
      },
      'remote-admin': 'active',
      'remote-resources': { active: { version: 'bbbbbbbbbbbb', needs: { ...needs, shares: { react: 19 } } } },
    });
    expect(parsed).toEqual({
      'remote-public': { active: null, canary: null, earlier: [{ version: 'aaaaaaaaaaa0', needs }, { version: 'aaaaaaaaaaa8' }] },
      'remote-resources': { active: null, canary: null, earlier: [] },
    });
    expect([parseReleaseApps(null), parseReleaseApps([]), parseReleaseApps('{}')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('embeddedReleaseApps', () => {
  const embed = (text: string) => {
    document.body.innerHTML = `<script type="application/json" id="${RELEASES_ELEMENT_ID}">${text}</script>`;
  };

  it("reads the registry the shell's host wrote into the page", () => {
    embed(JSON.stringify(APPS));
    expect(embeddedReleaseApps()).toEqual(APPS);
  });

  it('finds none without the element, or in one that is not JSON', () => {
    expect(embeddedReleaseApps()).toBeUndefined();
    embed('{"remote-public": ');
    expect(embeddedReleaseApps()).toBeUndefined();
  });
});

describe('fetchReleaseApps', () => {
  it("reads the API's registry, afresh when asked", async () => {
    api.apps = APPS;
    expect(await fetchReleaseApps(api.origin)).toEqual(APPS);
    expect(await fetchReleaseApps(api.origin, true)).toEqual(APPS);
    expect(api.registryReads).toEqual([undefined, 'no-cache']);
  });

  it('finds none when the API fails or is not there', async () => {
    expect(await fetchReleaseApps(api.origin)).toBeUndefined();
    expect(await fetchReleaseApps('http://127.0.0.1:9')).toBeUndefined();
  });
});
