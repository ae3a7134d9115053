// `npm run release -- …` (docs/decisions/0087). `<app>` builds the app into the release store,
// registers the new version and prunes the store to what the registry keeps; `publish <app>…` does
// the same with each app's existing dist/ and activates a version the registry has not seen (what
// `npm start` runs); every other subcommand is the registry's own (server/src/releases/cli.ts).
// Configured by the API's environment (DATA_DIR, DATABASE_URL) and RELEASES_DIR.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { releasesDirFor } from '../../scripts/releases-dir.mjs';
import { RELEASE_APPS } from '../../shared-api/src/contract/releases.ts';
import { publishBuilds } from './publish-builds.ts';
import { buildRelease, pruneReleases } from './release-store.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REGISTRY_CLI = ['--import', 'tsx', path.join(ROOT, 'server/src/releases/cli.ts')];

const releasesDir = () => releasesDirFor(process.env);

/** The registry's command in its own process (it opens the database, or asks the running API). */
async function registry(args: string[]): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [...REGISTRY_CLI, ...args], { cwd: ROOT });
    return stdout.trim();
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(stderr?.trim() || String(error), { cause: error });
  }
}

async function prune(store: string, app: string): Promise<void> {
  const kept = new Set((await registry(['kept', app])).split('\n').filter(Boolean));
  await pruneReleases(store, app, kept);
}

async function release(app: string): Promise<string> {
  const store = releasesDir();
  const built = await buildRelease(app, store);
  const version = await registry(['register', built.dir]);
  await prune(store, app);
  return `${app} ${version} built and registered (${built.created ? 'new' : 'the same content as before'}). Activate it: npm run release -- activate ${app} ${version}`;
}

async function publish(apps: string[]): Promise<string> {
  const store = releasesDir();
  const published = await publishBuilds({ apps, releasesDir: store });
  const versions = await registry(['register', ...published.map(([, dir]) => dir), '--activate-if-new']);
  for (const app of apps) await prune(store, app);
  return versions;
}

const [command, ...rest] = process.argv.slice(2);
try {
  let output: string;
  if (command && (RELEASE_APPS as readonly string[]).includes(command) && rest.length === 0) output = await release(command);
  else if (command === 'publish' && rest.length > 0) output = await publish(rest);
  else output = await registry(process.argv.slice(2));
  if (output) console.log(output);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
