import type { ReleaseApp, ReleaseManifest } from '@studyhub/shared-api/contract';
import { createHash } from 'node:crypto';

/** A well-formed version made from a label: the same label, the same version. */
export const versionOf = (label: string): string => createHash('sha256').update(label).digest('hex').slice(0, 12);

const SHELL_SHARES = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.12.0' };
const REMOTE_NEEDS = { react: '^19.3.1', 'react-dom': '^19.3.1', 'react-router': '^7.12.0' };

/** A release.json as `npm run release` writes it: a shell provides, a remote needs. */
export function manifest(app: ReleaseApp, label: string, change: { shares?: Record<string, string>; contract?: number; storeSlices?: string[] } = {}): ReleaseManifest {
  const base = { app, version: versionOf(`${app}:${label}`), builtAt: '2026-11-29T10:00:00.000Z', files: 12, bytes: 345_678 };
  const contract = change.contract ?? 1;
  const storeSlices = change.storeSlices ?? ['api', 'session'];
  if (app === 'shell') return { ...base, provides: { shares: { ...SHELL_SHARES, ...change.shares }, contract, storeSlices } };
  return { ...base, needs: { shares: { ...REMOTE_NEEDS, ...change.shares }, contract, storeSlices } };
}
