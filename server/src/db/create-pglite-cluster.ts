import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Creates a new cluster in `clusterDir` in a process of its own. PGlite's initdb runs a second
 * WebAssembly module whose memory this process would keep: a fresh start held about 470 MB more
 * than a start on an existing directory (docs/decisions/0085). Nothing to do when a cluster is there.
 */
export async function createPgliteCluster(clusterDir: string): Promise<void> {
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const client = await PGlite.create({ dataDir: process.argv[1] }); await client.close();`;
  // Run from this folder, so the child finds the same package this module does (an --eval script
  // resolves from its working directory; import.meta.resolve is not there under Vitest's runner).
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script, clusterDir], { env: process.env, cwd: import.meta.dirname });
}
