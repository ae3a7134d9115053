// `npm run release -- <command>`'s arguments: what each means, and the usage for anything else.
import { describe, expect, it } from 'vitest';
import { parseReleaseArgs, RELEASE_USAGE } from '../../src/releases/release-commands.ts';

const readManifest = async (dir: string) => ({ dir });

describe('release command arguments', () => {
  it('reads an activation of one app, or of several together', async () => {
    expect(await parseReleaseArgs(['activate', 'remote-public', 'aaaaaaaaaaaa'], readManifest)).toEqual({ name: 'activate', targets: [{ app: 'remote-public', version: 'aaaaaaaaaaaa' }] });
    expect(await parseReleaseArgs(['activate', 'shell', 'aaaaaaaaaaaa', 'remote-admin', 'bbbbbbbbbbbb'], readManifest)).toEqual({
      name: 'activate',
      targets: [
        { app: 'shell', version: 'aaaaaaaaaaaa' },
        { app: 'remote-admin', version: 'bbbbbbbbbbbb' },
      ],
    });
  });

  it('reads register with several folders, a canary with its percent', async () => {
    expect(await parseReleaseArgs(['register', 'a', 'b', '--activate-if-new'], readManifest)).toEqual({ name: 'register', manifests: [{ dir: 'a' }, { dir: 'b' }], activateIfNew: true });
    expect(await parseReleaseArgs(['canary', 'remote-public', 'aaaaaaaaaaaa', '--percent', '10'], readManifest)).toEqual({ name: 'canary', app: 'remote-public', version: 'aaaaaaaaaaaa', percent: 10 });
  });

  it.each([[['activate', 'shell']], [['activate', 'shell', 'aaaaaaaaaaaa', 'remote-admin']], [['activate']], [['canary', 'remote-public', 'aaaaaaaaaaaa']], [['list']], [['deploy', 'shell']], [[]]])('answers %j with the usage', async (args) => {
    await expect(parseReleaseArgs(args, readManifest)).rejects.toThrow(RELEASE_USAGE);
  });
});
