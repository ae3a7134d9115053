// The release store over one real build of a remote: stored once, then adopted and altered as
// copies. `npm test` builds before the unit tests, so there the fresh dist/ is adopted (seconds);
// otherwise, and always in `npm run test:hardening`, buildRelease runs the vite build (a minute).
import { satisfy } from '@module-federation/runtime-core';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, releaseUnfitReasons } from '../../shared-api/src/contract/releases.ts';
import { STORE_SLICES } from '../../shared-api/src/store/make-store.ts';
import { isStale } from '../../scripts/build-if-stale.mjs';
import { PROVIDED_SHARE_PACKAGES } from '../shared-singletons.ts';
import { publishBuilds } from './publish-builds.ts';
import { shellProvides } from './release-manifest.ts';
import { adoptBuild, buildRelease, pruneReleases, readRelease, type StoredRelease } from './release-store.ts';
import { contentVersion } from './release-version.ts';

let releasesDir: string;
let scratch: string;
let built: StoredRelease;

beforeAll(async () => {
  releasesDir = await mkdtemp(path.join(tmpdir(), 'studyhub-releases-'));
  scratch = await mkdtemp(path.join(tmpdir(), 'studyhub-release-scratch-'));
  const started = Date.now();
  const rebuild = process.env.HARDENING === 'full' || isStale('remote-public');
  built = rebuild ? await buildRelease('remote-public', releasesDir) : await adoptBuild('remote-public', path.resolve(import.meta.dirname, '../../remote-public/dist'), releasesDir);
  console.info(`${rebuild ? 'buildRelease' : 'adoptBuild'}('remote-public') took ${Date.now() - started} ms: ${built.manifest.version}, ${built.manifest.files} files, ${built.manifest.bytes} bytes`);
}, 300_000);
afterAll(async () => {
  await rm(releasesDir, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

/** A copy of the built version's files, release.json left out, as a dist/ folder to adopt. */
async function distCopy(name: string): Promise<string> {
  const dist = path.join(scratch, name);
  await cp(built.dir, dist, { recursive: true, filter: (file) => path.basename(file) !== 'release.json' });
  return dist;
}

const leftovers = async () => (await readdir(releasesDir)).filter((name) => name.startsWith('.building-'));

describe('buildRelease (or adoptBuild of a fresh dist)', () => {
  it('moves a whole build, named by its content, into <releases>/<app>/<version>/', async () => {
    expect(built.created).toBe(true);
    expect(built.dir).toBe(path.join(releasesDir, 'remote-public', built.manifest.version));
    const content = await contentVersion(built.dir);
    expect(built.manifest).toMatchObject({ app: 'remote-public', version: content.version, files: content.files, bytes: content.bytes });
    expect(await readRelease(built.dir)).toEqual(built.manifest);
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json']) expect(existsSync(path.join(built.dir, file)), file).toBe(true);
    expect(await leftovers()).toEqual([]);
  });

  it("records what the remote needs: its manifest's ranges, the contract, the store slices; the shell of this checkout fits", async () => {
    const manifest = JSON.parse(await readFile(path.join(built.dir, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
    const needs = built.manifest.needs!;
    expect(needs.shares).toEqual(Object.fromEntries(manifest.shared.map((share) => [share.name, share.requiredVersion])));
    expect(needs.shares.react).toMatch(/^\^19\./);
    expect(needs.contract).toBe(CONTRACT_VERSION);
    expect(needs.storeSlices).toEqual([...STORE_SLICES]);
    expect(built.manifest.provides).toBeUndefined();
    expect(releaseUnfitReasons(needs, shellProvides(), satisfy)).toEqual([]);
  });
});

describe('adoptBuild', () => {
  it('gives the same version for the same content and leaves the existing folder as it was', async () => {
    const again = await adoptBuild('remote-public', await distCopy('same'), releasesDir);
    expect(again).toEqual({ dir: built.dir, manifest: built.manifest, created: false });
    // A version folder adopted as it is (its release.json left out) is its own version too.
    expect((await adoptBuild('remote-public', built.dir, releasesDir)).created).toBe(false);
    expect(await leftovers()).toEqual([]);
  });

  it('gives another version for any byte changed', async () => {
    const dist = await distCopy('changed');
    const entry = path.join(dist, 'remoteEntry.js');
    const bytes = await readFile(entry);
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 1;
    await writeFile(entry, bytes);
    const changed = await adoptBuild('remote-public', dist, releasesDir);
    expect(changed.created).toBe(true);
    expect(changed.manifest.version).not.toBe(built.manifest.version);
    expect(changed.manifest.files).toBe(built.manifest.files);
  });

  it("records what a shell provides: each key its federation host registers, at the installed version", async () => {
    const dist = path.join(scratch, 'shell-dist');
    await mkdir(dist);
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    const shell = await adoptBuild('shell', dist, releasesDir);
    expect(shell.manifest.provides).toEqual(shellProvides());
    expect(shell.manifest.provides!.shares['react/jsx-runtime']).toBe(shell.manifest.provides!.shares.react);
    expect(shell.manifest.provides).toMatchObject({ contract: CONTRACT_VERSION, storeSlices: [...STORE_SLICES] });
    expect(shell.manifest.needs).toBeUndefined();
    // The shell's federation host registers exactly these keys (shell/src/common/remotes/federation-host.ts).
    const host = await readFile(path.resolve(import.meta.dirname, '../../shell/src/common/remotes/federation-host.ts'), 'utf8');
    const registered = [...(/const SHARES[^=]*=\s*\{([\s\S]*?)\};/.exec(host)?.[1] ?? '').matchAll(/^\s*'?([^':\s]+)'?:/gm)].map((match) => match[1]);
    expect(registered.sort()).toEqual(Object.keys(PROVIDED_SHARE_PACKAGES).sort());
  });

  it('leaves no folder at all when the build cannot be stored', async () => {
    const dist = await distCopy('no-manifest');
    await rm(path.join(dist, 'mf-manifest.json'));
    const before = await readdir(path.join(releasesDir, 'remote-public'));
    await expect(adoptBuild('remote-public', dist, releasesDir)).rejects.toThrow(/mf-manifest\.json/);
    expect(await readdir(path.join(releasesDir, 'remote-public'))).toEqual(before);
    expect(await leftovers()).toEqual([]);
    await expect(adoptBuild('remote-nope', dist, releasesDir)).rejects.toThrow(/Unknown app/);
    await expect(adoptBuild('remote-public', path.join(scratch, 'missing'), releasesDir)).rejects.toThrow(/index\.html missing/);
  });
});

describe('pruneReleases', () => {
  it('deletes the versions it is not told to keep, and temporary folders older than an hour', async () => {
    const versions = await readdir(path.join(releasesDir, 'remote-public'));
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const [stale, fresh] = [path.join(releasesDir, '.building-stale'), path.join(releasesDir, '.building-fresh')];
    await mkdir(stale);
    await mkdir(fresh);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(releasesDir, 'remote-public', 'notes.txt'), 'not a version');

    const deleted = await pruneReleases(releasesDir, 'remote-public', new Set([built.manifest.version]));
    expect(deleted.sort()).toEqual(versions.filter((name) => /^[0-9a-f]{12}$/.test(name) && name !== built.manifest.version).sort());
    expect((await readdir(path.join(releasesDir, 'remote-public'))).sort()).toEqual([built.manifest.version, 'notes.txt']);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    // The shell's versions are another app's: untouched.
    expect((await readdir(path.join(releasesDir, 'shell'))).length).toBe(1);
  });
});

describe('publishBuilds', () => {
  it("adopts each app's dist/ and names its version folder", async () => {
    const root = path.join(scratch, 'repo');
    await cp(built.dir, path.join(root, 'remote-public', 'dist'), { recursive: true });
    await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    const published = await publishBuilds({ apps: ['shell', 'remote-public'], releasesDir, root });
    expect(published.map(([app]) => app)).toEqual(['shell', 'remote-public']);
    expect(published[1]).toEqual(['remote-public', built.dir]);
    expect(existsSync(path.join(published[0]![1], 'release.json'))).toBe(true);
  });
});
