import path from 'node:path';
import { adoptBuild } from './release-store.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface PublishOptions {
  apps: readonly string[];
  releasesDir: string;
  /** The repository whose `<app>/dist/` folders are adopted (a copy of its layout in a test). */
  root?: string;
}

/**
 * What `npm start` (scripts/stack.mjs) calls after building what was stale: each app's dist/ put
 * into the store, as a new version or the one it already is. Returns [app, version folder] pairs,
 * in `apps` order; whether each is new is for the registry to say (registering an existing version
 * changes nothing).
 */
export async function publishBuilds({ apps, releasesDir, root = ROOT }: PublishOptions): Promise<[string, string][]> {
  const published: [string, string][] = [];
  // One after another: each copy is a few MB and the machine may be building or testing beside it.
  for (const app of apps) {
    const { dir } = await adoptBuild(app, path.join(root, app, 'dist'), releasesDir);
    published.push([app, dir]);
  }
  return published;
}
