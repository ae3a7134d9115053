import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_APPS, RELEASE_VERSION_PATTERN, type ReleaseApp, type ReleaseManifest } from '../../shared-api/src/contract/releases.ts';
import { viteBuild } from './app-build.ts';
import { releaseManifest } from './release-manifest.ts';
import { contentVersion, RELEASE_FILE } from './release-version.ts';

/** A version kept in the store: its folder and its release.json. */
export interface StoredRelease {
  dir: string;
  manifest: ReleaseManifest;
  /** False when the same content was stored before: the folder and manifest are the earlier ones. */
  created: boolean;
}

/** A temporary build folder; one older than this is left from a build that died, and pruned. */
export const STALE_BUILDING_MS = 60 * 60_000;
const BUILDING_PREFIX = '.building-';
const VERSION = new RegExp(RELEASE_VERSION_PATTERN);

function checkApp(app: string): asserts app is ReleaseApp {
  if (!(RELEASE_APPS as readonly string[]).includes(app)) throw new Error(`Unknown app "${app}": one of ${RELEASE_APPS.join(', ')}`);
}

/**
 * Fills a new temporary folder inside the store (the same file system, so the move is one rename),
 * names its content and moves it to `<releasesDir>/<app>/<version>/`. A version folder is whole or
 * absent: its release.json is written before the move, and nothing writes into it afterwards.
 */
async function store(app: ReleaseApp, releasesDir: string, fill: (dir: string) => Promise<void>): Promise<StoredRelease> {
  await mkdir(path.join(releasesDir, app), { recursive: true });
  const building = path.join(releasesDir, `${BUILDING_PREFIX}${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(building);
    await fill(building);
    const content = await contentVersion(building);
    if (content.files === 0) throw new Error(`The build of ${app} has no files`);
    const dir = path.join(releasesDir, app, content.version);
    // The same version is the same content: the folder already there is kept as it is.
    if (existsSync(dir)) return { dir, manifest: await readRelease(dir), created: false };
    const manifest = await releaseManifest(app, building, content);
    await writeFile(path.join(building, RELEASE_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    try {
      await rename(building, dir);
    } catch (error) {
      // Another build of the same content moved first (a rename onto a non-empty folder fails).
      if (existsSync(path.join(dir, RELEASE_FILE))) return { dir, manifest: await readRelease(dir), created: false };
      throw error;
    }
    return { dir, manifest, created: true };
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** Builds `app` as `npm run build -w <app>` does, into the store. Takes as long as that build. */
export async function buildRelease(app: string, releasesDir: string): Promise<StoredRelease> {
  checkApp(app);
  return store(app, releasesDir, (dir) => viteBuild(app, dir));
}

/**
 * An existing build (`npm start` builds dist/ when stale: scripts/build-if-stale.mjs) copied into
 * the store. A top-level release.json in it is not copied, so adopting a version folder gives its own version.
 */
export async function adoptBuild(app: string, distDir: string, releasesDir: string): Promise<StoredRelease> {
  checkApp(app);
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`No build of ${app} at ${distDir} (index.html missing)`);
  const source = path.resolve(distDir);
  return store(app, releasesDir, (dir) => cp(source, dir, { recursive: true, filter: (file) => file !== path.join(source, RELEASE_FILE) }));
}

/** The release.json of a version folder. */
export async function readRelease(dir: string): Promise<ReleaseManifest> {
  return JSON.parse(await readFile(path.join(dir, RELEASE_FILE), 'utf8')) as ReleaseManifest;
}

/**
 * Deletes each of `app`'s version folders not in `keep` (the registry says which: the newest
 * RELEASES_KEPT and any it points at), and temporary build folders older than an hour, whatever
 * app they were for. Returns the versions deleted. Other names in the app's folder are left alone.
 */
export async function pruneReleases(releasesDir: string, app: string, keep: ReadonlySet<string>): Promise<string[]> {
  checkApp(app);
  const appDir = path.join(releasesDir, app);
  const versions = existsSync(appDir) ? await readdir(appDir) : [];
  const deleted = versions.filter((name) => VERSION.test(name) && !keep.has(name));
  for (const version of deleted) await rm(path.join(appDir, version), { recursive: true, force: true });
  for (const name of existsSync(releasesDir) ? await readdir(releasesDir) : []) {
    if (!name.startsWith(BUILDING_PREFIX)) continue;
    const building = path.join(releasesDir, name);
    const { mtimeMs } = await stat(building).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_BUILDING_MS) await rm(building, { recursive: true, force: true });
  }
  return deleted;
}
