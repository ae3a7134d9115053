// How the API process runs, wherever it is started (`npm start`, the cluster, `npm start -w
// server`, the bench): one built file, V8's and glibc's memory settings (docs/decisions/0086).
import { buildSync } from 'esbuild';
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '..');
/** Two levels below server/, like src/<folder>/: paths the code builds from import.meta.url (../../drizzle) still hold. */
export const API_BUNDLE = path.join(SERVER, 'dist', 'api', 'main.mjs');

/**
 * - `--max-semi-space-size=2`, `--heap-growing-percent=25`: V8's young generation 2 MB a half
 *   rather than 16, and the old one collected once it has grown by a quarter rather than by up to
 *   four times. The API's live heap stays under 100 MB; by default V8 kept two to three times that.
 *   (`--optimize-for-size` kept less still, but doubled the API bench's p99 latency.)
 * - `--no-liftoff`: PGlite's WebAssembly compiled once, by the optimising compiler, rather than
 *   first by the baseline one and again when hot, which kept both copies of its code (45 MB).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=25', '--no-liftoff'];
/**
 * glibc's allocator: two arenas rather than eight per core, and a fixed threshold above which a
 * block is mapped on its own and unmapped when freed (by default the threshold rises after each
 * large free, so a password hash's 19 MiB stayed in the heap for good).
 */
export const API_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

function externalPackages() {
  const { dependencies } = JSON.parse(readFileSync(path.join(SERVER, 'package.json'), 'utf8'));
  const shared = JSON.parse(readFileSync(path.join(SERVER, '..', 'shared-api', 'package.json'), 'utf8'));
  return [...Object.keys(dependencies), ...Object.keys(shared.dependencies ?? {})].filter((name) => !name.startsWith('@studyhub/'));
}

/**
 * Builds server/src/main.ts into API_BUNDLE (under a second) and returns its path. TypeScript is
 * compiled once here rather than by tsx in the running API, which kept about 85 MB more resident.
 * Packages from node_modules stay outside (native addons, WebAssembly, jsdom's own files); the
 * workspace's `@studyhub/shared-api` is compiled in, since Node cannot load its TypeScript.
 * Written beside the file and renamed, so several starts at once (a cluster, a test beside a
 * running site) never load a half-written file.
 */
export function bundleApi() {
  const partial = `${API_BUNDLE}.${process.pid}.partial`;
  buildSync({
    entryPoints: [path.join(SERVER, 'src', 'main.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externalPackages(),
    // Not minified: a stack trace names the function, and each file's path stays as a comment.
    logLevel: 'warning',
  });
  renameSync(partial, API_BUNDLE);
  return API_BUNDLE;
}

let built;

/**
 * The API's node arguments and environment, with the bundle built once per process: a cluster's
 * instances, or the bench's runs, all start from the same sources.
 */
export function apiProcess() {
  built ??= bundleApi();
  return { args: [...API_NODE_FLAGS, built], env: API_MALLOC_ENV };
}

if (process.argv[1] === import.meta.filename) console.log(path.relative(process.cwd(), bundleApi()));
