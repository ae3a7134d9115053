// The scale part of `npm run bench`: per database driver, an archive of `scale` published blogs
// (and one of 50 beside it for the pages' comparison), the site stack on each, the home page and
// the admin's Blog Lists cold in Chromium, then the listing and the search under load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_NAMES as APPS } from '../scripts/apps.mjs';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { originOf, startStack } from '../scripts/stack.mjs';
import { type BenchDatabase, pgliteDatabase, postgresDatabase } from './bench-data.ts';
import { measureScaleApi, type ScaleApiFigures } from './scale-api.ts';
import { API_PATHS } from '@studyhub/shared-api/contract';
import { ADMIN_BLOG_LIST, type HomeSample, measureHome, measurePage, type PageSample } from './scale-home.ts';
import { seedFast } from './seed-fast.ts';

export interface ScaleOptions {
  scale: number;
  drivers: string[];
  /** Drivers whose home page is measured too (the API figures are taken on every driver). */
  homeDrivers: string[];
  runs: number;
  seconds: number;
  connections: number;
  postgresUrl: string;
  /** First of the ports: the large archive's stack at +0…+4, the small one's at +10…+14. */
  basePort: number;
}

export interface ScaleDriverResult {
  driver: string;
  blogs: number;
  seedSeconds: number;
  api: ScaleApiFigures;
  home?: HomeSample[];
  /** The admin's Blog Lists, first page (decision 0072), on the drivers whose home page is measured. */
  adminList?: PageSample[];
}

/** The administrator of the bench's sites, for the admin page (not a demo site: no demo content). */
const BENCH_ADMIN = { email: 'bench-admin@example.edu', password: 'bench-admin-password' };

/** A session of BENCH_ADMIN on the site's API, as the login page would get it. */
async function adminToken(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}${API_PATHS.adminLogin}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`the bench admin could not log in: ${response.status}`);
  return token;
}

/** The blogs of the small archive the home page is compared with. */
export const SMALL_ARCHIVE = 50;

/** One site's ports from `base`: the API on it, the manifest's apps after it in order. */
function sitePorts(base: number) {
  return { api: base, apps: Object.fromEntries(APPS.map((app, i) => [app, base + 1 + i])) };
}
// The archive under test and the small one beside it.
const SITE_OFFSETS = { large: 0, small: 10 } as const;

export function scalePorts(basePort: number): number[] {
  return Object.values(SITE_OFFSETS).flatMap((offset) => {
    const { api, apps } = sitePorts(basePort + offset);
    return [api, ...Object.values(apps)];
  });
}

async function createDatabase(driver: string, count: number, options: ScaleOptions, log: (line: string) => void) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `studyhub-bench-scale-${count}-`));
  const seed = (database: Parameters<typeof seedFast>[0], n: number) => seedFast(database, n, n > 1000 ? log : undefined);
  try {
    const database = driver === 'postgres' ? await postgresDatabase(options.postgresUrl, count, seed) : await pgliteDatabase(dataDir, count, seed);
    return { ...database, drop: () => database.drop().finally(() => rmSync(dataDir, { recursive: true, force: true })) } satisfies BenchDatabase;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

function startSite(database: BenchDatabase, base: number) {
  const { api, apps } = sitePorts(base);
  return startStack({ apiPort: api, appPorts: apps, apiEnv: { ...database.env, DEMO_MODE: 'false', LOG_LEVEL: 'warn', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password }, quiet: true });
}

async function runDriver(driver: string, options: ScaleOptions, log: (line: string) => void): Promise<ScaleDriverResult> {
  const withHome = options.homeDrivers.includes(driver);
  const started = Date.now();
  const large = await createDatabase(driver, options.scale, options, log);
  const seedSeconds = (Date.now() - started) / 1000;
  const small = withHome ? await createDatabase(driver, SMALL_ARCHIVE, options, log).catch(async (error: unknown) => {
    await large.drop();
    throw error;
  }) : undefined;
  try {
    const largeSite = await startSite(large, options.basePort + SITE_OFFSETS.large);
    try {
      let home: HomeSample[] | undefined;
      let adminList: PageSample[] | undefined;
      if (small) {
        const smallSite = await startSite(small, options.basePort + SITE_OFFSETS.small);
        try {
          log(`home / cold, ${options.runs} runs each, ${options.scale} and ${SMALL_ARCHIVE} blogs interleaved:`);
          const sites = [
            { blogs: options.scale, shellUrl: `${originOf(sitePorts(options.basePort + SITE_OFFSETS.large).apps.shell!)}/`, apiUrl: largeSite.apiUrl },
            { blogs: SMALL_ARCHIVE, shellUrl: `${originOf(sitePorts(options.basePort + SITE_OFFSETS.small).apps.shell!)}/`, apiUrl: smallSite.apiUrl },
          ];
          home = await measureHome(sites, options.runs, log);
          log(`admin ${ADMIN_BLOG_LIST.path} cold, ${options.runs} runs each, ${options.scale} and ${SMALL_ARCHIVE} blogs interleaved:`);
          const admins = await Promise.all(sites.map(async (site) => ({ ...site, token: await adminToken(site.apiUrl) })));
          adminList = await measurePage(ADMIN_BLOG_LIST, admins, options.runs, log);
        } finally {
          await smallSite.stop();
        }
      }
      log(`API: ${options.seconds} s per run at ${options.connections} connections, then each shape alone at 1:`);
      const apiUrl = `http://127.0.0.1:${sitePorts(options.basePort + SITE_OFFSETS.large).api}`;
      const api = await measureScaleApi(apiUrl, { seconds: options.seconds, connections: options.connections, serverPid: largeSite.processes.api.child.pid }, log);
      return { driver, blogs: options.scale, seedSeconds, api, home, adminList };
    } finally {
      await largeSite.stop();
    }
  } finally {
    await small?.drop();
    await large.drop();
  }
}

export async function measureScale(options: ScaleOptions, log: (line: string) => void): Promise<ScaleDriverResult[]> {
  if (options.homeDrivers.length) buildIfStale([...APPS]);
  const results: ScaleDriverResult[] = [];
  for (const driver of options.drivers) {
    console.log(`\nScale on ${driver}: seeding ${options.scale} published blogs…`);
    results.push(await runDriver(driver, options, log));
  }
  return results;
}
