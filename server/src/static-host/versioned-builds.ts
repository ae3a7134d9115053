import { RELEASE_VERSION_PATTERN, type PublicReleasesResponse, type ReleaseManifest } from '@studyhub/shared-api/contract';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPublicRegistry, type RegistrySource } from './registry-source.ts';
import type { ServedBuild } from './served-build.ts';

/** What one answer is served from: one build, and the registry that chose it. Taken once per request. */
export interface Served {
  build: ServedBuild;
  /** The last registry answer; absent until the API first answered. */
  registry?: PublicReleasesResponse;
}

export interface VersionedBuildsOptions {
  /** The release store (RELEASES_DIR); this app's versions are in `<releasesDir>/<app>/<version>/`. */
  releasesDir: string;
  app: string;
  registrySource: RegistrySource;
  /** How often the registry is asked (decision 0087: every second). */
  pollMs?: number;
  prepare: (root: string) => Promise<ServedBuild>;
  warn?: (message: string) => void;
}

export interface VersionedBuilds {
  /** The active version now (the registry's, else the newest kept), with the registry that said so. */
  current(): Served;
  /** A kept version by name, looking at the store again if it is not known yet (it may be new). */
  version(name: string): Promise<ServedBuild | undefined>;
  /** Every kept version, the current one first: where an asset of an older page may still be. */
  all(): ServedBuild[];
  /** Resolves after the next poll has been applied (tests, and a start that wants the registry first). */
  nextPoll(): Promise<void>;
  stop(): void;
}

const VERSION = new RegExp(RELEASE_VERSION_PATTERN);
/** A version asked for and not found is looked for in the store again at most this often. */
const RESCAN_MIN_MS = 1000;

/**
 * The kept versions of one app and which is active: the store's folders, read as they appear (each
 * once: a version folder never changes) and dropped as they are pruned; the registry polled every
 * `pollMs` with timers that never keep the process alive. The API down keeps the last answer.
 */
export async function createVersionedBuilds({ releasesDir, app, registrySource, pollMs = 1000, prepare, warn = console.warn }: VersionedBuildsOptions): Promise<VersionedBuilds> {
  const appDir = path.join(releasesDir, app);
  const builds = new Map<string, ServedBuild>();
  let registry: PublicReleasesResponse | undefined;
  let served: Served | undefined;
  let scanning: Promise<void> | undefined;
  let scannedAt = 0;
  let warnedMissing: string | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let waiting: (() => void)[] = [];

  async function scan(): Promise<void> {
    const names = existsSync(appDir) ? (await readdir(appDir)).filter((name) => VERSION.test(name)) : [];
    for (const name of builds.keys()) if (!names.includes(name)) builds.delete(name);
    for (const name of names.filter((name) => !builds.has(name))) {
      const root = path.join(appDir, name);
      try {
        const manifest = JSON.parse(await readFile(path.join(root, 'release.json'), 'utf8')) as ReleaseManifest;
        builds.set(name, { ...(await prepare(root)), version: name, builtAt: manifest.builtAt });
      } catch (error) {
        // Being pruned as it is read, or not a release at all: not served.
        warn(`${app}: ${root} is not a whole release, not served (${error instanceof Error ? error.message : error})`);
      }
    }
    scannedAt = Date.now();
  }
  const rescan = () => (scanning ??= scan().finally(() => (scanning = undefined)));

  const newest = () => [...builds.values()].sort((a, b) => (b.builtAt ?? '').localeCompare(a.builtAt ?? '') || (b.version ?? '').localeCompare(a.version ?? ''))[0];

  /** Chooses the build in one step from the registry and the store as they are now: one answer never mixes two. */
  function choose(): void {
    const wanted = registry?.apps[app]?.active?.version;
    const active = wanted === undefined ? undefined : builds.get(wanted);
    if (wanted !== undefined && !active && warnedMissing !== wanted) {
      warnedMissing = wanted;
      warn(`${app}: the registry's active version ${wanted} is not in ${appDir}; serving the newest kept version`);
    }
    const build = active ?? newest() ?? served?.build;
    if (build) served = { build, ...(registry ? { registry } : {}) };
  }

  async function poll(): Promise<void> {
    try {
      const answer = await registrySource();
      if (answer !== undefined) {
        if (isPublicRegistry(answer)) registry = answer;
        else warn(`${app}: the registry's answer is not the public registry; keeping the last one`);
      }
    } catch {
      // The API is down or slow: the last answer stands, and the next poll tries again.
    }
    await rescan();
    choose();
    for (const resolve of waiting.splice(0)) resolve();
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void poll().finally(schedule);
    }, pollMs);
    // Serving keeps the process alive; the poll on its own never does.
    timer.unref();
  }

  await scan();
  choose();
  if (!served) throw new Error(`No release of ${app} in ${appDir}: put one there first (npm run release -- ${app})`);
  // The first answer without waiting a period; until it comes, the newest kept version is served.
  void poll().finally(schedule);

  return {
    current: () => served!,
    async version(name) {
      if (!VERSION.test(name)) return undefined;
      if (!builds.has(name) && Date.now() - scannedAt >= RESCAN_MIN_MS) await rescan();
      return builds.get(name);
    },
    all: () => {
      const first = served!.build;
      return [first, ...[...builds.values()].filter((build) => build !== first)];
    },
    nextPoll: () => new Promise((resolve) => waiting.push(resolve)),
    stop() {
      stopped = true;
      clearTimeout(timer);
      for (const resolve of waiting.splice(0)) resolve();
      waiting = [];
    },
  };
}
