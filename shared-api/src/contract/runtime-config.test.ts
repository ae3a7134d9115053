import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config.ts';

describe('parseRuntimeConfig', () => {
  it('keeps known remotes and trims a trailing slash from the API URL', () => {
    expect(
      parseRuntimeConfig({
        apiBaseUrl: 'https://api.example.edu/',
        remotes: { remote_public: 'https://p.example.edu/remoteEntry.js', unknown: 'x' },
      }),
    ).toEqual({ apiBaseUrl: 'https://api.example.edu', remotes: { remote_public: 'https://p.example.edu/remoteEntry.js' } });
  });

  it('defaults remotes to none (a standalone remote needs only the API)', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://localhost:3000' })).toEqual({ apiBaseUrl: 'http://localhost:3000', remotes: {} });
  });

  it('keeps the site address a standalone remote links back to', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://localhost:3000', siteUrl: 'https://studyhub.example.edu/' })).toEqual({
      apiBaseUrl: 'http://localhost:3000',
      remotes: {},
      siteUrl: 'https://studyhub.example.edu/',
    });
  });

  it.each([null, 'x', {}, { apiBaseUrl: 3 }, { apiBaseUrl: 'u', remotes: 'no' }, { apiBaseUrl: 'u', siteUrl: 5 }])('rejects %j', (value) => {
    expect(() => parseRuntimeConfig(value)).toThrow();
  });
});
