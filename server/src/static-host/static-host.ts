import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { SITE_ROUTE_PATTERNS } from '@studyhub/shared-api/catalog';
import type { RuntimeConfig } from '@studyhub/shared-api/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import path from 'node:path';
import type { Timeouts } from '../config.ts';
import { clientErrorHandler, frameworkErrorHandler } from '../http/error-handlers.ts';
import { toErrorReply } from '../http/error-envelope.ts';
import { serverTimeouts } from '../http/server-options.ts';
import { cacheControlFor } from './cache-policy.ts';
import { namesDotfile } from './dotfiles.ts';
import { sendHostError, SERVED_METHODS } from './host-errors.ts';
import { createPageServer, type PageHeadsOptions } from './page-heads/page-server.ts';
import { forwardSiteFeeds } from './page-heads/site-feeds.ts';
import { httpRegistrySource, type RegistrySource } from './registry-source.ts';
import { prepareBuild } from './served-build.ts';
import { serveReleases } from './serve-releases.ts';
import { createVersionedBuilds, type Served } from './versioned-builds.ts';

/** A host serving an app's kept releases (decision 0087) instead of one dist/ folder. */
export interface ReleasesOptions {
  /** The release store (RELEASES_DIR): this app's versions are `<dir>/<app>/<version>/`. */
  dir: string;
  app: string;
  /** Where the registry is read (`GET <apiUrl>/api/releases`); by default the page heads' API, else the runtime config's. */
  apiUrl?: string;
  /** Instead of the API: a test's registry. */
  registrySource?: RegistrySource;
  pollMs?: number;
}

export interface StaticHostOptions {
  /** The app's build output (its `dist/`); or `releases`. */
  root?: string;
  /** The app's kept releases, the active one at the root; or `root`. */
  releases?: ReleasesOptions;
  /** Served at /runtime-config.json instead of the built file: the deploy-time config. */
  runtimeConfig?: RuntimeConfig;
  logger?: boolean;
  timeouts?: Timeouts;
  /**
   * The shell's host only: each route's head and status in its HTML, and the API's feeds at the
   * site's root (docs/decisions/0038). Needs `runtimeConfig`.
   */
  pageHeads?: PageHeadsOptions;
}

/** Only GETs come here: a request still arriving after these is a stalled or hostile client. */
const STATIC_HOST_TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 20_000, keepAliveMs: 72_000 };

/**
 * Serves one app's production build like a deployment would: compressed, with the cache policy
 * above, CORS for the shell to load remote assets, security headers (a CSP from the app's runtime
 * config and its build's inline scripts), no dotfiles at all and SPA fallback to index.html.
 * With `releases` (decision 0087): every kept version under /_v/<version>/, the active one at the
 * root (serve-releases.ts).
 */
export async function createStaticHost({ root, releases, runtimeConfig, logger = false, timeouts = STATIC_HOST_TIMEOUTS, pageHeads }: StaticHostOptions): Promise<FastifyInstance> {
  if ((root === undefined) === (releases === undefined)) throw new Error('A static host serves one build (root) or a release store (releases), not both or neither');
  if (pageHeads && !runtimeConfig) throw new Error('Page heads need the runtime config (the API and site URLs)');
  const pages = pageHeads && runtimeConfig ? createPageServer(runtimeConfig, pageHeads) : undefined;
  const prepare = (dir: string) => prepareBuild(dir, { runtimeConfig, pages: pages !== undefined });
  const single = root === undefined ? undefined : await prepare(root);
  const versions = releases && (await createVersionedBuilds({ releasesDir: releases.dir, app: releases.app, registrySource: registrySourceOf(releases, pages?.apiUrl ?? runtimeConfig?.apiBaseUrl), pollMs: releases.pollMs, prepare }));
  const current = (): Served => versions?.current() ?? { build: single! };
  // One build per answer (its file, headers and page), taken as the request arrives: an activation
  // in the middle of an answer never mixes two versions in it.
  const servedFor = new WeakMap<FastifyRequest, Served>();
  const served = (request: FastifyRequest) => servedFor.get(request) ?? current();

  const app = Fastify({
    logger,
    ...serverTimeouts(timeouts),
    // The router's and Node's own refusals (a malformed or too long address, headers or a method
    // Node cannot parse) in the API's envelope, as every other error here (docs/decisions/0079);
    // the router's come before any hook, so they get the headers here.
    frameworkErrors: (error, request, reply) => frameworkErrorHandler(error, request, reply.headers(current().build.headers)),
    clientErrorHandler,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.headers(served(request).build.headers);
  });
  // Before routing, so neither a file, the SPA fallback nor a route answers for one; the exempt
  // path some hosts keep for /.well-known/ is not needed by any app (docs/decisions/0028).
  app.addHook('onRequest', async (request, reply) => {
    servedFor.set(request, current());
    // Refused before any route, so no handler reads a body or answers with its own error.
    if (!(SERVED_METHODS as readonly string[]).includes(request.method)) return sendHostError(reply, 405);
    if (namesDotfile(request.url)) return sendHostError(reply, 404);
  });
  if (versions) app.addHook('onClose', async () => versions.stop());

  await app.register(compress, { threshold: 1024 });

  if (runtimeConfig) {
    app.get('/runtime-config.json', async (_request, reply) => {
      return reply.header('Cache-Control', 'no-cache').send(runtimeConfig);
    });
  }

  const sendPage = pages && ((request: FastifyRequest, reply: FastifyReply) => {
    const { build, registry } = served(request);
    return pages.send(request, reply, build.template!, registry);
  });
  if (pages && sendPage) {
    forwardSiteFeeds(app, pages.apiUrl);
    // The app's routes by name: neither the directory index nor a file lookup per page view. Other
    // paths still reach the page server through the not-found handler below (as a 404 page).
    for (const route of SITE_ROUTE_PATTERNS.flatMap((pattern) => (pattern === '/admin/*' ? ['/admin', pattern] : [pattern]))) {
      app.get(route, sendPage);
    }
  }

  /** A path with no file: a missing file is a 404, any other path a client-side route of the single-page app. */
  const noFile = (request: FastifyRequest, reply: FastifyReply) => {
    const wantsFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (wantsFile) return sendHostError(reply.removeHeader('Cache-Control'), 404);
    if (sendPage) return sendPage(request, reply);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', served(request).build.root);
  };

  if (versions && releases) {
    await serveReleases(app, { appDir: path.join(releases.dir, releases.app), versions, served, servedFor, noFile });
  } else {
    await app.register(fastifyStatic, {
      root: single!.root,
      cacheControl: false,
      // The build's brotli and gzip copies of its hashed assets (docs/decisions/0058); anything
      // without one is compressed as it is sent (above).
      preCompressed: true,
      // The library's own answer agrees (a 404, where 'deny' is a 403), should the hook above move.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(filePath)),
    });
  }
  app.setNotFoundHandler(noFile);

  app.setErrorHandler((error, request, reply) => {
    const { status } = toErrorReply(error);
    // The file library forbids some paths outright (`//etc/passwd`, a NUL byte): none names a
    // file, so each is answered as any other path without one.
    if (status === 403 || status === 404) return noFile(request, reply);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendHostError(reply, status);
  });

  return app;
}

function registrySourceOf(releases: ReleasesOptions, fallbackApiUrl: string | undefined): RegistrySource {
  if (releases.registrySource) return releases.registrySource;
  const apiUrl = releases.apiUrl ?? fallbackApiUrl;
  if (!apiUrl) throw new Error(`The host of ${releases.app}'s releases needs the API's address to read the registry (apiUrl, or a runtime config)`);
  return httpRegistrySource(apiUrl);
}
