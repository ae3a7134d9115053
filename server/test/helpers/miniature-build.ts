import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from './test-app.ts';

/**
 * A miniature app build in a new temporary directory: the file names a federated Vite build emits,
 * an asset large enough to be compressed, and a built runtime config the host must replace.
 */
export async function miniatureAppBuild(): Promise<string> {
  const root = await makeTempDir();
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'remoteEntry.js'), 'export const entry = 1;');
  await writeFile(path.join(root, 'mf-manifest.json'), '{}');
  await writeFile(path.join(root, 'runtime-config.json'), '{"apiBaseUrl":"http://built.test","remotes":{}}');
  await writeFile(path.join(root, 'assets', 'index-abc123.js'), `export const big = "${'x'.repeat(4000)}";`);
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}
