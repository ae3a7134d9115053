// The release commands (server/src/releases/cli.ts) end to end: connecting themselves, and on
// PGlite while the API runs, through its control socket; refusals are one line and exit 1.
import { API_PATHS, type PublicReleasesResponse, RELEASE_MESSAGES } from '@studyhub/shared-api/contract';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, type Storage, storageForDriver } from '../hardening/server-process.ts';
import { manifest } from '../helpers/release-fixtures.ts';
import { type CommandOutcome, runCommand } from '../helpers/run-command.ts';
import { makeTempDir, removeDir, TEST_DRIVER } from '../helpers/test-app.ts';


function release(args: string[], storage: Storage): Promise<CommandOutcome> {
  return runCommand('server/src/releases/cli.ts', args, { DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '', DEMO_MODE: 'false', NODE_ENV: 'test', INIT_CWD: '' });
}

describe('the release commands', () => {
  const cleanup: string[] = [];
  let store: string;
  const [a, b, c] = ['a', 'b', 'c'].map((label) => manifest('remote-resources', label));

  beforeAll(async () => {
    store = await makeTempDir();
    cleanup.push(store);
    for (const built of [a!, b!, c!]) {
      await mkdir(path.join(store, built.version), { recursive: true });
      await writeFile(path.join(store, built.version, 'release.json'), JSON.stringify(built));
    }
  });
  afterAll(() => Promise.all(cleanup.map(removeDir)));

  // Each command opening the database takes seconds on a loaded machine: few of them here, the
  // rest through the running API's socket below.
  it('registers, keeps and refuses, connecting itself', { timeout: 180_000 }, async () => {
    const storage = await storageForDriver(cleanup);
    const registered = await release(['register', path.join(store, a!.version), '--activate-if-new'], storage);
    expect([registered.code, registered.stderr, registered.stdout]).toEqual([0, '', `${a!.version}\n`]);
    expect((await release(['register', path.join(store, b!.version)], storage)).stdout).toBe(`${b!.version}\n`);
    const kept = await release(['kept', 'remote-resources'], storage);
    expect(kept.stdout.trim().split('\n').sort()).toEqual([a!.version, b!.version].sort());
    // Only a is active (b was registered, not activated): nothing to roll back to.
    const refused = await release(['rollback', 'remote-resources'], storage);
    expect([refused.code, refused.stdout, refused.stderr]).toEqual([1, '', `${RELEASE_MESSAGES.noPrevious('remote-resources')}\n`]);

    // Refused before the database is opened.
    const usage = await release(['canary', 'remote-resources', b!.version], storage);
    expect([usage.code, usage.stderr.split('\n')[0]]).toEqual([1, 'usage: release register <release dir>… [--activate-if-new]']);
    const missing = await release(['register', path.join(store, 'absent')], storage);
    expect([missing.code, missing.stderr]).toEqual([1, `cannot read ${path.join(store, 'absent', 'release.json')} (ENOENT)\n`]);
  });

  describe.skipIf(TEST_DRIVER === 'postgres')('while the API runs on PGlite', () => {
    let storage: Storage;
    let server: ServerProcess;
    let url: string;

    beforeAll(async () => {
      storage = await storageForDriver(cleanup);
      server = spawnServer(storage);
      url = await server.listening;
    });
    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await server?.exited;
    });

    it('asks the API through its control socket, which serves the change at once', { timeout: 180_000 }, async () => {
      const served = async () => ((await (await fetch(new URL(API_PATHS.releases, url))).json()) as PublicReleasesResponse).apps['remote-resources'];
      for (const built of [a!, b!, c!]) {
        const registered = await release(['register', path.join(store, built.version), ...(built === b ? [] : ['--activate-if-new'])], storage);
        expect([registered.code, registered.stderr, registered.stdout]).toEqual([0, '', `${built.version}\n`]);
      }
      expect((await served())?.active?.version).toBe(c!.version);
      const listed = await release(['list', 'remote-resources'], storage);
      expect(listed.stdout).toMatch(new RegExp(`^(\\S+  \\S+.*\\n){3}$`));
      expect(listed.stdout).toContain(`${c!.version}  `);
      expect(listed.stdout.split('\n').find((line) => line.startsWith(c!.version))).toMatch(/ {2}active$/);
      expect(listed.stdout.split('\n').find((line) => line.startsWith(a!.version))).toMatch(/ {2}rollback target$/);
      const canary = await release(['canary', 'remote-resources', b!.version, '--percent', '30'], storage);
      expect([canary.code, canary.stdout]).toEqual([0, `${RELEASE_MESSAGES.canaryStarted('remote-resources', b!.version, 30)}\n`]);
      expect((await served())?.canary).toMatchObject({ version: b!.version, percent: 30 });
      const promoted = await release(['promote', 'remote-resources'], storage);
      expect(promoted.stdout).toBe(`${RELEASE_MESSAGES.promoted('remote-resources', b!.version)}\n`);
      expect(await served()).toMatchObject({ active: { version: b!.version }, canary: null, earlier: [{ version: c!.version }, { version: a!.version }] });
      const refused = await release(['stop-canary', 'remote-resources'], storage);
      expect([refused.code, refused.stderr]).toEqual([1, `${RELEASE_MESSAGES.noCanary('remote-resources')}\n`]);
      const unknown = await release(['activate', 'remote-nope', b!.version], storage);
      expect([unknown.code, unknown.stderr]).toEqual([1, 'Unknown app: remote-nope (one of shell, remote-public, remote-resources, remote-admin)\n']);
      const rolledBack = await release(['rollback', 'remote-resources'], storage);
      expect(rolledBack.stdout).toBe(`${RELEASE_MESSAGES.rolledBack('remote-resources', c!.version)}\n`);
      expect((await served())?.active?.version).toBe(c!.version);
    });
  });
});
