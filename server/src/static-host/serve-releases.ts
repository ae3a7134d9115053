import fastifyStatic from '@fastify/static';
import { RELEASE_PATH_PREFIX } from '@studyhub/shared-api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ASSET_CACHE_CONTROL, versionedCacheControlFor } from './cache-policy.ts';
import { sendHostError } from './host-errors.ts';
import type { ServedBuild } from './served-build.ts';
import type { Served, VersionedBuilds } from './versioned-builds.ts';

export interface ServeReleasesOptions {
  /** `<releases>/<app>`: every version folder is inside it. */
  appDir: string;
  versions: VersionedBuilds;
  served: (request: FastifyRequest) => Served;
  servedFor: WeakMap<FastifyRequest, Served>;
  noFile: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

/** Whether `file` (a decoded path below the build) is a file of `build`: never a folder, nothing outside it. */
async function hasFile(build: ServedBuild, file: string): Promise<boolean> {
  const full = path.resolve(build.root, file);
  if (!full.startsWith(build.root + path.sep)) return false;
  return (await stat(full).catch(() => undefined))?.isFile() ?? false;
}

/**
 * The routes of a versioned host (decision 0087): `/_v/<version>/<file>` from that kept version,
 * immutable; `/assets/<file>` from the active version, else any other kept one (asset names carry
 * their content hash, so an open tab of an older build still finds its chunks), immutable; every
 * other path from the active version, revalidated, as the plain host serves its one build.
 */
export async function serveReleases(app: FastifyInstance, { appDir, versions, served, servedFor, noFile }: ServeReleasesOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: appDir,
    // Every route below chooses its version's folder itself and passes it to sendFile.
    serve: false,
    cacheControl: false,
    // The build's brotli and gzip copies (docs/decisions/0058), as the plain host sends them.
    preCompressed: true,
    dotfiles: 'ignore',
  });

  const send = (reply: FastifyReply, build: ServedBuild, file: string, cacheControl: string) => reply.header('Cache-Control', cacheControl).sendFile(file, build.root);

  app.get(`${RELEASE_PATH_PREFIX}:version/*`, async (request, reply) => {
    const { version, '*': file = '' } = request.params as { version: string; '*'?: string };
    const build = await versions.version(version);
    if (!build || !(await hasFile(build, file))) return sendHostError(reply, 404);
    // This version's headers (its own CSP, should one of its pages be opened here).
    servedFor.set(request, { ...served(request), build });
    return send(reply, build, file, ASSET_CACHE_CONTROL);
  });

  app.get('/assets/*', async (request, reply) => {
    const file = `assets/${(request.params as { '*'?: string })['*'] ?? ''}`;
    // The request's own version first: the one its page came from, most likely.
    for (const build of new Set([served(request).build, ...versions.all()])) {
      if (await hasFile(build, file)) return send(reply, build, file, ASSET_CACHE_CONTROL);
    }
    return sendHostError(reply, 404);
  });

  app.get('/*', async (request, reply) => {
    const file = (request.params as { '*'?: string })['*'] ?? '';
    const { build } = served(request);
    if (file !== '' && (await hasFile(build, file))) return send(reply, build, file, versionedCacheControlFor(`/${file}`));
    return noFile(request, reply);
  });
}
