// Where each app's released versions are kept (docs/decisions/0087): RELEASES_DIR, relative to the
// repository, default `./releases`. Read by `npm run release` and by the start commands alike.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export const releasesDirFor = (env) => path.resolve(ROOT, env.RELEASES_DIR?.trim() || 'releases');
