import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { SITE_ROUTE_PATTERNS } from '@studyhub/shared-api/catalog';
import { parseRuntimeConfig, RUNTIME_CONFIG_FILE, type RuntimeConfig } from '@studyhub/shared-api/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
import { builtInlineScripts, securityHeaders } from './security-headers.ts';

export interface StaticHostOptions {
  /** The app's build output (its `dist/`). */
  root: string;
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
 */
export async function createStaticHost({ root, runtimeConfig, logger = false, timeouts = STATIC_HOST_TIMEOUTS, pageHeads }: StaticHostOptions): Promise<FastifyInstance> {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`No build found at ${root} (index.html missing)`);
  if (pageHeads && !runtimeConfig) throw new Error('Page heads need the runtime config (the API and site URLs)');
  const pages = pageHeads && runtimeConfig ? await createPageServer(root, runtimeConfig, pageHeads) : undefined;
  const headers = {
    // Remote assets are fetched cross-origin by the shell (docs/toolchain.md#cors-for-remote-assets); nothing here is private.
    'Access-Control-Allow-Origin': '*',
    ...securityHeaders(runtimeConfig ?? (await builtRuntimeConfig(root)), builtInlineScripts(root)),
  };
  const app = Fastify({
    logger,
    ...serverTimeouts(timeouts),
    // The router's and Node's own refusals (a malformed or too long address, headers or a method
    // Node cannot parse) in the API's envelope, as every other error here (docs/decisions/0079);
    // the router's come before any hook, so they get the headers here.
    frameworkErrors: (error, request, reply) => frameworkErrorHandler(error, request, reply.headers(headers)),
    clientErrorHandler,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  // Before routing, so neither a file, the SPA fallback nor a route answers for one; the exempt
  // path some hosts keep for /.well-known/ is not needed by any app (docs/decisions/0028).
  app.addHook('onRequest', async (request, reply) => {
    // Refused before any route, so no handler reads a body or answers with its own error.
    if (!(SERVED_METHODS as readonly string[]).includes(request.method)) return sendHostError(reply, 405);
    if (namesDotfile(request.url)) return sendHostError(reply, 404);
  });

  await app.register(compress, { threshold: 1024 });

  if (runtimeConfig) {
    app.get('/runtime-config.json', async (_request, reply) => {
      return reply.header('Cache-Control', 'no-cache').send(runtimeConfig);
    });
  }

  if (pages) {
    forwardSiteFeeds(app, pages.apiUrl);
    // The app's routes by name: neither the directory index nor a file lookup per page view. Other
    // paths still reach the page server through the not-found handler below (as a 404 page).
    for (const route of SITE_ROUTE_PATTERNS.flatMap((pattern) => (pattern === '/admin/*' ? ['/admin', pattern] : [pattern]))) {
      app.get(route, (request, reply) => pages.send(request, reply));
    }
  }

  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // The build's brotli and gzip copies of its hashed assets (docs/decisions/0058); anything
    // without one is compressed as it is sent (above).
    preCompressed: true,
    // The library's own answer agrees (a 404, where 'deny' is a 403), should the hook above move.
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  /** A path with no file: a missing file is a 404, any other path a client-side route of the single-page app. */
  const noFile = (request: FastifyRequest, reply: FastifyReply) => {
    const wantsFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (wantsFile) return sendHostError(reply, 404);
    if (pages) return pages.send(request, reply);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
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

/** The config the build ships, when it is an app (Storybook's output has none). */
async function builtRuntimeConfig(root: string): Promise<RuntimeConfig | undefined> {
  const file = path.join(root, RUNTIME_CONFIG_FILE);
  if (!existsSync(file)) return undefined;
  return parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8')));
}
