import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION, type ReleaseApp, type ReleaseManifest, type ReleaseNeeds, type ReleaseProvides } from '../../shared-api/src/contract/releases.ts';
import { STORE_SLICES } from '../../shared-api/src/store/make-store.ts';
import { PROVIDED_SHARE_PACKAGES, SHARE_VERSIONS } from '../shared-singletons.ts';
import type { BuildContent } from './release-version.ts';

/** The part of a federation manifest (`mf-manifest.json`) a release reads: each share's name and the range the remote asks for. */
interface FederationManifest {
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

/** What a remote's build needs from its host: each share's range as its own mf-manifest.json states it, the contract, the store slices. */
export async function remoteNeeds(root: string): Promise<ReleaseNeeds> {
  const file = path.join(root, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
  if (!Array.isArray(manifest.shared)) throw new Error(`${file} has no "shared" list: not a remote's federation manifest`);
  const shares: Record<string, string> = {};
  for (const share of manifest.shared) {
    if (typeof share.name !== 'string' || typeof share.requiredVersion !== 'string') throw new Error(`${file}: a shared entry without a name and a requiredVersion`);
    shares[share.name] = share.requiredVersion;
  }
  return { shares, contract: CONTRACT_VERSION, storeSlices: [...STORE_SLICES] };
}

/**
 * What a shell's build provides: under each key its federation host registers, the installed version
 * of that key's package (the one it was built with), the contract, the store slices.
 */
export function shellProvides(): ReleaseProvides {
  const shares = Object.fromEntries(Object.entries(PROVIDED_SHARE_PACKAGES).map(([key, pkg]) => [key, SHARE_VERSIONS[pkg]!]));
  return { shares, contract: CONTRACT_VERSION, storeSlices: [...STORE_SLICES] };
}

/** The release.json of `app`'s build at `root`, whose content is `content`. */
export async function releaseManifest(app: ReleaseApp, root: string, content: BuildContent, builtAt = new Date()): Promise<ReleaseManifest> {
  const base = { app, version: content.version, builtAt: builtAt.toISOString(), files: content.files, bytes: content.bytes };
  return app === 'shell' ? { ...base, provides: shellProvides() } : { ...base, needs: await remoteNeeds(root) };
}
